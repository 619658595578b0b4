/**
 * Scheduling a loan (DOMAIN.md "Scheduled (auto-apply) orders"): checked now the way the apply
 * will check it later, so the borrower hears of a problem while they are here, then kept for the
 * sweep job. One scheduled order per borrower: the same request again answers it, a different one
 * is refused.
 */
import { AppError } from '../../contract/app-error.ts';
import type { Queryable } from '../../db/db.ts';
import { cardOfUser } from '../orders/repo.ts';
import { assertAmountOffered, assertOpenForApplication, productOrFail } from '../products/offer-checks.ts';
import { assertWithinLimit } from '../underwriting/credit-limit.ts';
import { nudgeScheduledOrders } from './job-kind.ts';
import { limitWhenNextEligiblePaise } from './next-limit.ts';
import { assertProfileComplete } from './profile-complete.ts';
import { insertScheduledOrder, waitingOrderOfUser, type ScheduledOrderRow } from './repo.ts';
import { waitingReason } from './waiting-reason.ts';

export interface ScheduleRequest {
  userId: number;
  productId: number;
  amountPaise: number;
  cardId: number;
}

function isSameRequest(row: ScheduledOrderRow, request: ScheduleRequest): boolean {
  return (
    row.product_id === request.productId &&
    row.amount_paise === request.amountPaise &&
    row.bank_card_id === request.cardId
  );
}

/** Creates (or finds the identical) scheduled order in the caller's transaction; returns its id. */
export async function scheduleInTx(tx: Queryable, request: ScheduleRequest, now: Date): Promise<number> {
  await assertProfileComplete(tx, request.userId);
  const product = await productOrFail(tx, request.productId);
  assertOpenForApplication(product);
  assertAmountOffered(product, request.amountPaise);
  if (!(await cardOfUser(tx, request.userId, request.cardId))) throw new AppError('BANK_CARD_NOT_FOUND');
  assertWithinLimit(request.amountPaise, await limitWhenNextEligiblePaise(tx, request.userId));

  // Twice at most: the existing one may leave state 0 (applied by the sweep, cancelled) between
  // the refused insert and the read, and then the insert succeeds.
  for (let tries = 0; tries < 2; tries += 1) {
    const pendingReason = await waitingReason(tx, request.userId, now);
    const id = await insertScheduledOrder(tx, { ...request, pendingReason }, now);
    if (id !== undefined) {
      await nudgeScheduledOrders(tx, now);
      return id;
    }
    const existing = await waitingOrderOfUser(tx, request.userId);
    if (existing && isSameRequest(existing, request)) return existing.id;
    if (existing) throw new AppError('SCHEDULE_ALREADY_EXISTS');
  }
  throw new Error(`Could not schedule an order for borrower ${request.userId}`);
}
