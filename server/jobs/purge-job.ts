/**
 * A table's hourly purge, as a job of the runner that schedules itself: each run deletes at most a
 * batch of the rows older than the kept period, and a run that filled its batch runs again a minute
 * later instead of in an hour, so a first run on a large table is many short transactions, not one
 * long one. The finished jobs (decision 0034) and the usage events (decision 0042) are purged so.
 */
import type { Db, Queryable } from '../db/db.ts';
import { enqueueJob } from './job-queue.ts';
import type { JobRunner } from './job-runner.ts';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** Rows deleted by one run. */
export const PURGE_BATCH = 5000;

export interface PurgeJob {
  /** The job's kind, e.g. `jobs.purge`; one of each is pending at a time. */
  kind: string;
  /** Rows older than this many days are deleted. */
  keepDays: number;
  /** Deletes at most `limit` of the oldest rows from before `cutoff`; returns how many it deleted. */
  deleteBatch(db: Queryable, cutoff: Date, limit: number): Promise<number>;
}

async function scheduleNext(db: Queryable, kind: string, runAt: Date, now: Date): Promise<void> {
  await enqueueJob(db, { kind, runAt, dedupeKey: kind }, now);
}

/** Schedules the next run of the purge `kind` an hour after `now`, unless one is already pending. */
export async function schedulePurge(db: Db, kind: string, now: Date): Promise<void> {
  await scheduleNext(db, kind, new Date(now.getTime() + HOUR_MS), now);
}

export function registerPurge(runner: JobRunner, db: Db, purge: PurgeJob): void {
  runner.register(purge.kind, async (_job, now) => {
    await db.transaction(async (tx) => {
      const cutoff = new Date(now.getTime() - purge.keepDays * DAY_MS);
      const deleted = await purge.deleteBatch(tx, cutoff, PURGE_BATCH);
      const again = deleted === PURGE_BATCH ? 60_000 : HOUR_MS;
      await scheduleNext(tx, purge.kind, new Date(now.getTime() + again), now);
    });
  });
}
