/**
 * Taking back a payment link because the borrower gave up what it pays for (an extension request).
 * A withdrawn link is not offered again, and is closed at the gateway once the caller's transaction
 * is kept (`closeLinkAtGateway`, decision 0079); a capture on it that arrives anyway is still
 * settled (notifications.ts), because the money moved.
 */
import type { Queryable } from '../../db/db.ts';
import type { PaymentPurposeName } from './purposes.ts';
import * as repo from './repo.ts';
import { attemptKey } from './start-payment.ts';

/**
 * Holds the attempt (purpose + order + refs) and its pending payment, if any, until the caller's
 * transaction ends. Call it before locking the purpose's own rows: startPayment and notifications
 * take the attempt and the payment first, so taking them in the same order never deadlocks.
 * Answers the pending payment to hand to `withdrawPayment` once the caller has decided.
 */
export async function holdPendingPayment(
  tx: Queryable,
  purpose: PaymentPurposeName,
  orderId: number,
  refs: Record<string, number>,
): Promise<HeldPayment | undefined> {
  const key = attemptKey(purpose, orderId, refs);
  await repo.lockAttempt(tx, key);
  const pending = await repo.findPendingAttempt(tx, key);
  return pending && { id: pending.id, provider: pending.provider, providerRef: pending.provider_ref };
}

export interface HeldPayment {
  id: number;
  /** The gateway that made its link, and the link's id there (none if it was never made). */
  provider: string;
  providerRef: string | null;
}

/**
 * Ends a pending payment as withdrawn. Answers the link to close at the gateway once the caller's
 * transaction is kept, if there is one (undefined when the payment had already ended).
 */
export async function withdrawPayment(
  tx: Queryable,
  payment: HeldPayment,
  now: Date,
): Promise<HeldPayment | undefined> {
  return (await repo.endPending(tx, payment.id, 'withdrawn', now)) ? payment : undefined;
}
