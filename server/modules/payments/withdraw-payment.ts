/**
 * Taking back a payment link because the borrower gave up what it pays for (an extension request).
 * A withdrawn link is not offered again; a capture on it that arrives anyway is still settled
 * (notifications.ts), because the money moved.
 */
import type { Queryable } from '../../db/db.ts';
import type { PaymentPurposeName } from './purposes.ts';
import * as repo from './repo.ts';
import { attemptKey } from './start-payment.ts';

/**
 * Holds the attempt (purpose + order + refs) and its pending payment, if any, until the caller's
 * transaction ends. Call it before locking the purpose's own rows: startPayment and notifications
 * take the attempt and the payment first, so taking them in the same order never deadlocks.
 * Answers the pending payment's id to hand to `withdrawPayment` once the caller has decided.
 */
export async function holdPendingPayment(
  tx: Queryable,
  purpose: PaymentPurposeName,
  orderId: number,
  refs: Record<string, number>,
): Promise<number | undefined> {
  const key = attemptKey(purpose, orderId, refs);
  await repo.lockAttempt(tx, key);
  return (await repo.findPendingAttempt(tx, key))?.id;
}

/** Ends a pending payment as withdrawn; false when it had already ended. */
export async function withdrawPayment(tx: Queryable, paymentId: number, now: Date): Promise<boolean> {
  return repo.endPending(tx, paymentId, 'withdrawn', now);
}
