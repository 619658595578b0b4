import type { Db, Queryable } from '../../db/db.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import * as repo from './repo.ts';

const TELEMETRY_PURGE_JOB = 'telemetry.purge';
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** Rows deleted by one run: a first run on a large table must not hold one long transaction. */
export const TELEMETRY_PURGE_BATCH = 5000;

async function scheduleNext(db: Queryable, runAt: Date, now: Date): Promise<void> {
  await enqueueJob(db, { kind: TELEMETRY_PURGE_JOB, runAt, dedupeKey: TELEMETRY_PURGE_JOB }, now);
}

/** Schedules the next purge an hour after `now`, unless one is already pending. */
export async function scheduleTelemetryPurge(db: Db, now: Date): Promise<void> {
  await scheduleNext(db, new Date(now.getTime() + HOUR_MS), now);
}

/**
 * Hourly: deletes the usage events received more than `keepDays` ago (decision 0042). They are the
 * largest table by far (an event for every screen every borrower opens) and carry who sent them; a
 * run that filled its batch runs again a minute later instead of in an hour.
 */
export function registerTelemetryPurge(runner: JobRunner, db: Db, keepDays: number): void {
  runner.register(TELEMETRY_PURGE_JOB, async (_job, now) => {
    await db.transaction(async (tx) => {
      const deleted = await repo.deleteEventsReceivedBefore(
        tx,
        new Date(now.getTime() - keepDays * DAY_MS),
        TELEMETRY_PURGE_BATCH,
      );
      const again = deleted === TELEMETRY_PURGE_BATCH ? 60_000 : HOUR_MS;
      await scheduleNext(tx, new Date(now.getTime() + again), now);
    });
  });
}
