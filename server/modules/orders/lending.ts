import type { Queryable } from '../../db/db.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { OrderState } from './order-states.ts';
import { transition, type Change } from './state-machine.ts';

export const DISBURSE_JOB = 'orders.disburse';

/** One disbursement job waits per order: a tap on Get Money, or the next look at a slow payout. */
export const disburseJobKey = (orderId: number): string => `${DISBURSE_JOB}:${orderId}`;

/**
 * 2 Pass -> 4 Lending and the disbursement job, in the caller's transaction, so the order is
 * Lending exactly when its payout is queued (once per order: the job is keyed by the order).
 */
export async function startLending(tx: Queryable, orderId: number, change: Change): Promise<void> {
  await transition(tx, orderId, OrderState.Lending, change);
  await enqueueJob(
    tx,
    { kind: DISBURSE_JOB, payload: { orderId }, runAt: change.now, dedupeKey: disburseJobKey(orderId) },
    change.now,
  );
}
