import type { Db } from '../../db/db.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { expireIfDue } from './repo.ts';

/** One job per payment, due when its window ends (enqueued with the payment, in its transaction). */
export const EXPIRE_PAYMENT_JOB = 'payments.expire';

/**
 * A payment still pending when its window ends becomes expired: the repay button then starts a
 * new one. Expired is not final for money: a capture notified later is still settled
 * (notifications.ts says why).
 */
export function registerPaymentExpiryJob(runner: JobRunner, db: Db): void {
  runner.register(EXPIRE_PAYMENT_JOB, async (job, now) => {
    const paymentId = Number(job.payload.paymentId);
    if (!Number.isSafeInteger(paymentId)) throw new Error(`${EXPIRE_PAYMENT_JOB} without a paymentId`);
    await expireIfDue(db, paymentId, now);
  });
}
