/**
 * The 'repay' payment purpose (server/modules/payments/purposes.ts): what a repayment of an order
 * pays now, and what a captured repayment changes. Payments calls it inside its own transactions;
 * providers, payment rows and notifications are its business, the money owed is ours.
 */
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../contract/app-error.ts';
import type { Queryable } from '../../db/db.ts';
import { allocatePayment, totalOf, type Dues } from '../pricing/payment-allocation.ts';
import type { CapturedPayment, PaymentPurpose } from '../payments/purposes.ts';
import { nudgeScheduledOrders } from '../scheduled-orders/job-kind.ts';
import { duesOf, outstandingPaise } from './dues.ts';
import { addPaid, recordRepayment } from './ledger-repo.ts';
import { OrderState, REPAYING_STATES, stateName } from './order-states.ts';
import { catchUpOverdue } from './overdue.ts';
import { orderAsPaid } from './paid-on-time.ts';
import { performReservedReapply } from './reapply.ts';
import { orderForUpdate, type OrderRow } from './repo.ts';
import { transition } from './state-machine.ts';

/** What settling a captured payment needs besides the transaction. */
export interface SettleOptions {
  auditDelaySeconds: number;
  /** Where money kept beyond what was owed is reported: nobody owes it, so an operator refunds it. */
  log: Pick<FastifyBaseLogger, 'error'>;
}

const NOTHING_OWED: Dues = { extensionFee: 0, penal: 0, fees: 0, interest: 0, principal: 0 };

function isRepaying(state: number): boolean {
  return REPAYING_STATES.some((repaying) => repaying === state);
}

export function repayPurpose(options: SettleOptions): PaymentPurpose {
  return {
    async quote(tx, request) {
      const locked = await orderForUpdate(tx, request.orderId);
      // Someone else's order is answered like an unknown one.
      if (!locked || locked.user_id !== request.userId) throw new AppError('ORDER_NOT_FOUND');
      const order = await catchUpOverdue(tx, locked, request.now);
      const amountPaise = outstandingPaise(order);
      if (!isRepaying(order.state) || amountPaise <= 0)
        throw new AppError('NOTHING_TO_REPAY', { params: { state: stateName(order.state) } });
      return {
        amountPaise,
        description: `Repayment of order ${order.order_no}`,
        returnPath: `/orders/${order.id}/detail`,
      };
    },

    async settle(tx, payment, now) {
      const locked = await orderForUpdate(tx, payment.orderId);
      if (!locked || locked.user_id !== payment.userId)
        throw new Error(
          `Payment ${payment.paymentId} names order ${payment.orderId}, not one of its payer's`,
        );
      // Caught up to now, then as it stood when the borrower paid, if the notice came days late.
      const { order, note } = await orderAsPaid(tx, await catchUpOverdue(tx, locked, now), payment);
      await applyCapturedRepayment(tx, order, payment, now, options, note);
    },
  };
}

/**
 * Applies a captured payment to an order as a repayment: split in the allocation order, recorded
 * once per payment, added to what is paid, and the order settled when nothing is left owed. The
 * order must be locked and caught up by the caller. Shared by the 'repay' purpose and the
 * extension's purpose (the fee of a paid extension, or money for an extension that can no longer
 * happen, which then counts as a repayment). Answers what it did; 'duplicate' changes nothing.
 */
export async function applyCapturedRepayment(
  tx: Queryable,
  order: OrderRow,
  payment: CapturedPayment,
  now: Date,
  options: SettleOptions,
  /** Added to the history's reason when it settles the order (what was done to the order first). */
  note?: string,
): Promise<'duplicate' | 'applied' | 'settled'> {
  // Money for an order that no longer owes any (e.g. paid twice) is kept as excess.
  const dues = isRepaying(order.state) ? duesOf(order) : NOTHING_OWED;
  const allocation = allocatePayment(payment.amountPaise, dues);
  const recorded = await recordRepayment(
    tx,
    {
      orderId: order.id,
      paymentId: payment.paymentId,
      amountPaise: payment.amountPaise,
      allocation,
      providerRef: payment.providerRef,
    },
    payment.paidAt,
  );
  if (!recorded) return 'duplicate';
  if (allocation.excess > 0)
    options.log.error(
      {
        orderId: order.id,
        orderState: order.state,
        paymentId: payment.paymentId,
        providerRef: payment.providerRef,
        amountPaise: payment.amountPaise,
        excessPaise: allocation.excess,
      },
      'payment kept beyond what the order owed: refund it to the borrower (needs an operator)',
    );
  await addPaid(tx, order.id, allocation.applied, now);
  if (!isRepaying(order.state) || totalOf(allocation.applied) < totalOf(dues)) return 'applied';
  await transition(tx, order.id, OrderState.Settled, {
    actor: 'provider',
    reason: `repaid in full (payment ${payment.paymentId}, ${payment.providerRef})${note ? `; ${note}` : ''}`,
    now,
  });
  await nudgeScheduledOrders(tx, now); // the borrower may apply again: a scheduled order can go now
  await performReservedReapply(tx, order, now, options.auditDelaySeconds);
  return 'settled';
}
