-- Background jobs claimed with FOR UPDATE SKIP LOCKED, so any number of processes can run them.
CREATE TABLE jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'running', 'done', 'failed')),
  run_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 5,
  -- A running job whose lease passed (its process died) is claimed again.
  locked_until timestamptz,
  last_error text,
  -- At most one pending job per key (recurring jobs re-enqueue themselves under their key).
  dedupe_key text,
  created_at timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE INDEX jobs_due ON jobs (run_at, id) WHERE state IN ('pending', 'running');
CREATE UNIQUE INDEX jobs_pending_dedupe ON jobs (dedupe_key) WHERE state = 'pending';

-- The development clock's offset, shared by every server process on the database.
CREATE TABLE dev_clock (
  id smallint PRIMARY KEY CHECK (id = 1),
  offset_ms bigint NOT NULL
);
