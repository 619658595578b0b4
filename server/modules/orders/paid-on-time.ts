/**
 * A repayment settles the order as it stood when the borrower paid, not when the gateway's notice
 * reached us (decision 0070), and a link paid within its window pays what it showed. A notice held
 * up past 00:00 IST, by the gateway, the network or this server, or a link opened at 23:50 and paid
 * at 00:05, found the order overdue and charged for a day: the borrower who paid exactly what they
 * were shown on their due date was left Overdued, owing the day's penal charge.
 */
import type { Queryable } from '../../db/db.ts';
import type { CapturedPayment } from '../payments/purposes.ts';
import { totalOf } from '../pricing/payment-allocation.ts';
import { duesOf } from './dues.ts';
import { istDateOf } from './ist-calendar.ts';
import { OrderState } from './order-states.ts';
import { overdueAsOf, type Penal } from './overdue.ts';
import { recordPenal, type OrderRow } from './repo.ts';

/** Whether anything but the overdue accrual changed the order after `since` (a repayment, an extension...). */
export async function changedSince(tx: Queryable, orderId: number, since: Date): Promise<boolean> {
  const { rows } = await tx.query<{ changed: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM order_repayments WHERE order_id = $1 AND paid_at > $2)
         OR EXISTS (SELECT 1 FROM order_transitions WHERE order_id = $1 AND at > $2
                    AND NOT (to_state = $3 AND actor = 'system')) AS changed`,
    [orderId, since, OrderState.Overdued],
  );
  return rows[0]?.changed === true;
}

/**
 * The locked order, caught up to now, as `payment` should meet it. When the moment whose dues it
 * pays (`owedAsOf`: its link's making, or its payment after the link's window) fell on an earlier
 * IST day, and what was paid settles the order as it stood at the end of that day, the penal
 * charges of the days after are taken off the order and that order is answered, with a note for
 * its history. Otherwise the order as it is: a payment of part of what was owed that day, or one
 * on a link whose window had passed after the day turned, meets today's charges, as before.
 */
export async function orderAsPaid(
  tx: Queryable,
  order: OrderRow,
  payment: CapturedPayment,
): Promise<{ order: OrderRow; note?: string }> {
  const owedOn = istDateOf(payment.owedAsOf);
  const thatDay = overdueAsOf(order, owedOn);
  if (!thatDay) return { order };
  const asPaid = withPenal(order, thatDay);
  if (payment.amountPaise < totalOf(duesOf(asPaid))) return { order };
  if (await changedSince(tx, order.id, payment.owedAsOf)) return { order };
  await recordPenal(tx, order.id, thatDay);
  const takenBack = order.penal_charge_paise - thatDay.chargePaise;
  return {
    order: asPaid,
    note: `paid ${payment.paidAt.toISOString()} for what was owed on ${owedOn}: penal charge after it (${takenBack} paise) taken back`,
  };
}

/** `order` with the overdue figures of `penal` (what overdueAsOf answered for it). */
export function withPenal(order: OrderRow, penal: Penal): OrderRow {
  return {
    ...order,
    overdue_days: penal.overdueDays,
    penal_basis: penal.basis,
    penal_charge_paise: penal.chargePaise,
    penal_accrued_through: penal.accruedThrough,
  };
}
