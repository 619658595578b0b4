import type { Db, Queryable } from '../db/db.ts';
import type { JobRunner } from './job-runner.ts';
import { registerPurge, schedulePurge } from './purge-job.ts';

const JOBS_PURGE_JOB = 'jobs.purge';

/** Schedules the next purge an hour after `now`, unless one is already pending. */
export async function scheduleJobsPurge(db: Db, now: Date): Promise<void> {
  await schedulePurge(db, JOBS_PURGE_JOB, now);
}

async function deleteDoneJobs(db: Queryable, cutoff: Date, limit: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `DELETE FROM jobs WHERE id IN (
       SELECT id FROM jobs WHERE state = 'done' AND finished_at < $1 ORDER BY finished_at LIMIT $2)
     RETURNING id`,
    [cutoff, limit],
  );
  return rows.length;
}

/**
 * Hourly: deletes the jobs done more than `keepDoneDays` ago, so the table does not grow with every
 * order for ever (each order leaves several: audit, SMS, disbursement, payment expiry). Failed jobs
 * stay until an operator has looked at them (they were logged at error when they gave up).
 */
export function registerJobsPurge(runner: JobRunner, db: Db, keepDoneDays: number): void {
  registerPurge(runner, db, { kind: JOBS_PURGE_JOB, keepDays: keepDoneDays, deleteBatch: deleteDoneJobs });
}
