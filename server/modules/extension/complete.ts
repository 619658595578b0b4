/**
 * An extension whose fee is paid (DOMAIN.md "Extension"): the order is charged the service fee,
 * the repaid money counted towards the fee moves to it, the payment (if any) is applied like a
 * repayment, the due date becomes request date + extension days, and the order moves to 11.
 * The order meets the extension as it stood on the request's day (decision 0077).
 */
import type { Queryable } from '../../db/db.ts';
import { duesOf } from '../orders/dues.ts';
import { recordExtension } from '../orders/ledger-repo.ts';
import { OrderState } from '../orders/order-states.ts';
import { overdueAsOf } from '../orders/overdue.ts';
import { changedSince, withPenal } from '../orders/paid-on-time.ts';
import { applyCapturedRepayment, type SettleOptions } from '../orders/repay-purpose.ts';
import { orderForUpdate, recordPenal, type OrderRow } from '../orders/repo.ts';
import { transition } from '../orders/state-machine.ts';
import type { CapturedPayment } from '../payments/purposes.ts';
import { allocatePayment } from '../pricing/payment-allocation.ts';
import { finishExtension, type ExtensionRow } from './repo.ts';

/**
 * Where the credit (repaid money on principal) goes: to the fee's parts in the allocation order,
 * each at most what the fee counted for it and what the order still owes of it now. Whatever does
 * not fit (e.g. a repayment since the request already paid those parts) stays on principal.
 */
function creditMoves(order: OrderRow, row: ExtensionRow) {
  const dues = duesOf(order);
  const credit = Math.min(row.fee_paid_paise, order.paid_principal_paise);
  const { applied } = allocatePayment(credit, {
    extensionFee: row.service_fee_paise,
    penal: Math.min(row.overdue_fee_paise, Math.max(dues.penal, 0)),
    fees: 0,
    interest: Math.min(row.interest_paise, Math.max(dues.interest, 0)),
    principal: 0,
  });
  return { extensionFee: applied.extensionFee, penal: applied.penal, interest: applied.interest };
}

/**
 * The order as the extension meets it (decision 0077): the penal days charged after the IST day of
 * the request taken back. The fee counted the overdue fees to that day, and the new due date counts
 * from it, so a day charged after it (a fee paid after midnight, within its 24 hours) fell inside
 * the extension. Only when nothing but the overdue accrual changed the order since the request:
 * those days were then charged on the overdue principal of that day (overdueAsOf).
 */
async function orderOnRequestDay(tx: Queryable, order: OrderRow, row: ExtensionRow): Promise<OrderRow> {
  const requestDay = overdueAsOf(order, row.request_date);
  if (!requestDay || (await changedSince(tx, order.id, row.requested_at))) return order;
  await recordPenal(tx, order.id, requestDay);
  return withPenal(order, requestDay);
}

/**
 * Completes a pending, payable request of an order in 6 or 8 (locked and caught up by the caller),
 * paid by `payment`, or by money already repaid alone when its fee is 0 (`payment` null).
 */
export async function completeExtension(
  tx: Queryable,
  caughtUp: OrderRow,
  row: ExtensionRow,
  payment: CapturedPayment | null,
  now: Date,
  options: SettleOptions,
): Promise<void> {
  const order = await orderOnRequestDay(tx, caughtUp, row);
  await recordExtension(
    tx,
    order.id,
    { serviceFeePaise: row.service_fee_paise, moved: creditMoves(order, row), newDueDate: row.new_due_date },
    now,
  );
  if (payment) {
    // Applied to the order as it is now, with the fee charged and the credit moved.
    const charged = (await orderForUpdate(tx, order.id)) as OrderRow;
    const applied = await applyCapturedRepayment(tx, charged, payment, now, options);
    // The fee never covers the principal, so it cannot settle the order; a payment applied twice
    // cannot reach here (payments settle each capture once). Either would be a bug: roll back.
    if (applied !== 'applied')
      throw new Error(
        `Extension ${row.id}: payment ${payment.paymentId} was ${applied} on order ${order.id}`,
      );
  }
  const paidBy = payment
    ? `payment ${payment.paymentId}, ${payment.providerRef}`
    : 'money already repaid on the order';
  await transition(tx, order.id, OrderState.Extension, {
    actor: payment ? 'provider' : 'borrower',
    reason: `extension #${row.id} paid (${paidBy}); due date ${row.previous_due_date} -> ${row.new_due_date}`,
    now,
  });
  await finishExtension(
    tx,
    row.id,
    { state: 'paid', paymentId: payment?.paymentId ?? null, outcome: `paid by ${paidBy}` },
    now,
  );
}
