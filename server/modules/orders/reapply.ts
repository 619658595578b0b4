/**
 * Reapply (spec §4 "Repay"): while repaying, the borrower reserves the next loan (card and
 * amount); when this order settles, the settle path applies it through the same apply service
 * (never a second way to create an order), once, and it waits for the borrower's Get Money.
 */
import { AppError } from '../../contract/app-error.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { assertAmountOffered, assertOpenForApplication, productOrFail } from '../products/offer-checks.ts';
import { assertWithinLimit, limitAfterSettlingPaise } from '../underwriting/credit-limit.ts';
import { applyInTx } from './apply.ts';
import { REPAYING_STATES, stateName } from './order-states.ts';
import { markReapplyPerformed, reapplyOf, reserveReapply } from './reapply-repo.ts';
import { cardOfUser, orderForUpdate, orderIdByNo, type OrderRow } from './repo.ts';

export interface ReapplyRequest {
  userId: number;
  orderNo: string;
  cardId: number;
  amountPaise: number;
}

export async function reserve(db: Db, request: ReapplyRequest, now: Date) {
  return db.transaction(async (tx) => {
    const orderId = await orderIdByNo(tx, request.orderNo);
    const order = orderId === undefined ? undefined : await orderForUpdate(tx, orderId);
    if (!order || order.user_id !== request.userId) throw new AppError('ORDER_NOT_FOUND');
    if (!REPAYING_STATES.some((state) => state === order.state))
      throw new AppError('REAPPLY_NOT_ALLOWED', { params: { state: stateName(order.state) } });
    const product = await productOrFail(tx, order.product_id);
    assertOpenForApplication(product);
    assertAmountOffered(product, request.amountPaise);
    if (!(await cardOfUser(tx, request.userId, request.cardId))) throw new AppError('BANK_CARD_NOT_FOUND');
    assertWithinLimit(request.amountPaise, await limitAfterSettlingPaise(tx, request.userId));
    await reserveReapply(
      tx,
      { orderId: order.id, userId: request.userId, cardId: request.cardId, amountPaise: request.amountPaise },
      now,
    );
    return { orderId: order.id, orderNo: order.order_no, reservation: 1 };
  });
}

/**
 * Applies the reserved loan of a just-settled order, inside the settlement's transaction. A
 * refusal (e.g. the product became full) is recorded on the reservation and does not undo the
 * settlement; the savepoint discards whatever the refused application had written.
 */
export async function performReservedReapply(
  tx: Queryable,
  settled: OrderRow,
  now: Date,
  auditDelaySeconds: number,
): Promise<void> {
  const reservation = await reapplyOf(tx, settled.id);
  if (!reservation || reservation.performed_at) return;
  await tx.query('SAVEPOINT reserved_reapply');
  try {
    const applied = await applyInTx(
      tx,
      {
        userId: reservation.user_id,
        productId: settled.product_id,
        cardId: reservation.bank_card_id,
        amountPaise: reservation.amount_paise,
        periodDays: (await productOrFail(tx, settled.product_id)).period_days,
        // Never paid out unasked (decision 0012, amended): the borrower reserved it ticking a box
        // in the repayment dialog, which shows none of its fees, interest or APR; after approval
        // the confirm screen shows them and Get Money takes it, as for a scheduled order.
        autoGetMoney: false,
        checkEmail: false,
        autoMoney: false,
      },
      { now, actor: 'borrower', reason: `reapply reserved on order ${settled.order_no}`, auditDelaySeconds },
    );
    await tx.query('RELEASE SAVEPOINT reserved_reapply');
    await markReapplyPerformed(tx, settled.id, { newOrderId: applied.orderId, refusal: null }, now);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await tx.query('ROLLBACK TO SAVEPOINT reserved_reapply');
    await markReapplyPerformed(tx, settled.id, { newOrderId: null, refusal: error.message }, now);
  }
}
