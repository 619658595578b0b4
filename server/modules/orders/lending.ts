import type { Queryable } from '../../db/db.ts';
import { enqueueJob, type NewJob } from '../../jobs/job-queue.ts';
import { OrderState } from './order-states.ts';
import { transition, type Change } from './state-machine.ts';

export const DISBURSE_JOB = 'orders.disburse';

/**
 * Tries of one disbursement job before it is left failed for an operator. A retry is safe (the
 * bank knows the payout by its reference), and an order stranded in Lending helps no one, so a bank
 * that cannot be reached is tried for most of a day: the runner waits 30 s, doubling, then an
 * hour between tries (about 17 hours over 24 tries), where its usual 5 gave up after 8 minutes.
 */
export const DISBURSE_MAX_ATTEMPTS = 24;

/**
 * The order's disbursement job: one waits per order (a tap on Get Money, or the next look at a
 * slow payout; `looks` counts those).
 */
export function disburseJob(orderId: number, runAt: Date, looks = 0): NewJob {
  return {
    kind: DISBURSE_JOB,
    payload: looks === 0 ? { orderId } : { orderId, looks },
    runAt,
    dedupeKey: `${DISBURSE_JOB}:${orderId}`,
    maxAttempts: DISBURSE_MAX_ATTEMPTS,
  };
}

/**
 * 2 Pass -> 4 Lending and the disbursement job, in the caller's transaction, so the order is
 * Lending exactly when its payout is queued (once per order: the job is keyed by the order).
 */
export async function startLending(tx: Queryable, orderId: number, change: Change): Promise<void> {
  await transition(tx, orderId, OrderState.Lending, change);
  await enqueueJob(tx, disburseJob(orderId, change.now), change.now);
}
