import type { Db } from '../../db/db.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import * as repo from './repo.ts';

export const CLEANUP_JOB = 'auth.cleanup';
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** Schedules the next cleanup an hour after `now`, unless one is already pending. */
export async function scheduleCleanup(db: Db, now: Date): Promise<void> {
  await enqueueJob(
    db,
    { kind: CLEANUP_JOB, runAt: new Date(now.getTime() + HOUR_MS), dedupeKey: CLEANUP_JOB },
    now,
  );
}

/**
 * Hourly: deletes sign-in codes a day after they expired (the send limits look back one hour),
 * sessions a day after they expired or were revoked (Quit), sandbox SMS after a week and used
 * app-login signatures once stale; then schedules itself.
 */
export function registerCleanupJob(runner: JobRunner, db: Db): void {
  runner.register(CLEANUP_JOB, async (_job, now) => {
    await db.transaction(async (tx) => {
      await repo.deleteStale(tx, {
        codesBefore: new Date(now.getTime() - DAY_MS),
        sessionsBefore: new Date(now.getTime() - DAY_MS),
        outboxBefore: new Date(now.getTime() - 7 * DAY_MS),
        signaturesBefore: now,
      });
      await enqueueJob(
        tx,
        { kind: CLEANUP_JOB, runAt: new Date(now.getTime() + HOUR_MS), dedupeKey: CLEANUP_JOB },
        now,
      );
    });
  });
}
