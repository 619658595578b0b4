-- The hourly purge deletes done jobs after JOBS_KEEP_DONE_DAYS (server/jobs/finished-jobs-purge.ts):
-- it finds them by when they finished, without reading the whole table.
CREATE INDEX jobs_done_finished ON jobs (finished_at) WHERE state = 'done';
