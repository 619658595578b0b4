import type { Db } from '../../db/db.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { PROOF_RETENTION_HOURS } from './kyc-rules.ts';
import * as repo from './repo.ts';

export const KYC_CLEANUP_JOB = 'kyc.cleanup';
const HOUR_MS = 60 * 60_000;

async function scheduleNext(db: Parameters<typeof enqueueJob>[0], now: Date): Promise<void> {
  await enqueueJob(
    db,
    { kind: KYC_CLEANUP_JOB, runAt: new Date(now.getTime() + HOUR_MS), dedupeKey: KYC_CLEANUP_JOB },
    now,
  );
}

/** Schedules the next cleanup an hour after `now`, unless one is already pending. */
export async function scheduleKycCleanup(db: Db, now: Date): Promise<void> {
  await scheduleNext(db, now);
}

/**
 * Hourly: deletes card readings, Aadhaar OTP requests and sandbox codes a day after they stopped
 * mattering (the keyed hashes of numbers included), then schedules itself.
 */
export function registerKycCleanupJob(runner: JobRunner, db: Db): void {
  runner.register(KYC_CLEANUP_JOB, async (_job, now) => {
    await db.transaction(async (tx) => {
      await repo.deleteStaleProofs(tx, new Date(now.getTime() - PROOF_RETENTION_HOURS * HOUR_MS));
      await scheduleNext(tx, now);
    });
  });
}
