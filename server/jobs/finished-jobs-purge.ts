import type { Db, Queryable } from '../db/db.ts';
import { enqueueJob } from './job-queue.ts';
import type { JobRunner } from './job-runner.ts';

const JOBS_PURGE_JOB = 'jobs.purge';
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** Rows deleted by one run: a first run on a large table must not hold one long transaction. */
export const PURGE_BATCH = 5000;

async function scheduleNext(db: Queryable, runAt: Date, now: Date): Promise<void> {
  await enqueueJob(db, { kind: JOBS_PURGE_JOB, runAt, dedupeKey: JOBS_PURGE_JOB }, now);
}

/** Schedules the next purge an hour after `now`, unless one is already pending. */
export async function scheduleJobsPurge(db: Db, now: Date): Promise<void> {
  await scheduleNext(db, new Date(now.getTime() + HOUR_MS), now);
}

/**
 * Hourly: deletes the jobs done more than `keepDoneDays` ago, so the table does not grow with every
 * order for ever (each order leaves several: audit, SMS, disbursement, payment expiry). Failed jobs
 * stay until an operator has looked at them (they were logged at error when they gave up). A run
 * that filled its batch runs again a minute later instead of in an hour.
 */
export function registerJobsPurge(runner: JobRunner, db: Db, keepDoneDays: number): void {
  runner.register(JOBS_PURGE_JOB, async (_job, now) => {
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `DELETE FROM jobs WHERE id IN (
           SELECT id FROM jobs WHERE state = 'done' AND finished_at < $1 ORDER BY finished_at LIMIT $2)
         RETURNING id`,
        [new Date(now.getTime() - keepDoneDays * DAY_MS), PURGE_BATCH],
      );
      const again = rows.length === PURGE_BATCH ? 60_000 : HOUR_MS;
      await scheduleNext(tx, new Date(now.getTime() + again), now);
    });
  });
}
