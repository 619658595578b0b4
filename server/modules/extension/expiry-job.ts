import type { Db, Queryable } from '../../db/db.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { expireIfDue } from './repo.ts';

/** One job per extension request, due when its payment window ends. */
export const EXPIRE_EXTENSION_JOB = 'extension.expire';

/** Enqueued with the request, in its transaction (once per request, whatever calls it). */
export async function scheduleExtensionExpiry(
  tx: Queryable,
  extensionId: number,
  payBy: Date,
  now: Date,
): Promise<void> {
  await enqueueJob(
    tx,
    {
      kind: EXPIRE_EXTENSION_JOB,
      payload: { extensionId },
      runAt: payBy,
      dedupeKey: `${EXPIRE_EXTENSION_JOB}:${extensionId}`,
    },
    now,
  );
}

/**
 * A request still unpaid when its window ends fails: 'expired', the order unchanged. The update is
 * conditional on the row still pending and due, so two workers (or a worker and an extension-calc
 * that noticed first) change it once; a capture that arrives later counts as a repayment.
 */
export function registerExtensionExpiryJob(runner: JobRunner, db: Db): void {
  runner.register(EXPIRE_EXTENSION_JOB, async (job, now) => {
    const extensionId = Number(job.payload.extensionId);
    if (!Number.isSafeInteger(extensionId)) throw new Error(`${EXPIRE_EXTENSION_JOB} without an extensionId`);
    await expireIfDue(db, extensionId, now);
  });
}
