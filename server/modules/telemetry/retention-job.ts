import type { Db } from '../../db/db.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { registerPurge, schedulePurge } from '../../jobs/purge-job.ts';
import * as repo from './repo.ts';

const TELEMETRY_PURGE_JOB = 'telemetry.purge';

/** Schedules the next purge an hour after `now`, unless one is already pending. */
export async function scheduleTelemetryPurge(db: Db, now: Date): Promise<void> {
  await schedulePurge(db, TELEMETRY_PURGE_JOB, now);
}

/**
 * Hourly: deletes the usage events received more than `keepDays` ago (decision 0042). They are the
 * largest table by far (an event for every screen every borrower opens) and carry who sent them.
 */
export function registerTelemetryPurge(runner: JobRunner, db: Db, keepDays: number): void {
  registerPurge(runner, db, {
    kind: TELEMETRY_PURGE_JOB,
    keepDays,
    deleteBatch: repo.deleteEventsReceivedBefore,
  });
}
