/**
 * The 'extension' payment purpose (server/modules/payments/purposes.ts): the fee of one extension
 * request, fixed when it opened, payable until its window ends; and what its captured payment
 * changes. Payments calls it inside its transactions, after locking the attempt and the payment.
 */
import { AppError } from '../../contract/app-error.ts';
import { stateName } from '../orders/order-states.ts';
import { catchUpOverdue } from '../orders/overdue.ts';
import { applyCapturedRepayment, type SettleOptions } from '../orders/repay-purpose.ts';
import { orderForUpdate } from '../orders/repo.ts';
import type { PaymentPurpose } from '../payments/purposes.ts';
import { completeExtension } from './complete.ts';
import {
  appendOutcome,
  expireIfDue,
  extensionOfOrderForUpdate,
  finishExtension,
  reopenPaidInTime,
} from './repo.ts';
import { assertPayable, isPayable, lockExtensionRequest } from './request-lock.ts';
import { isExtendable } from './rules.ts';

export function extensionPurpose(options: SettleOptions): PaymentPurpose {
  return {
    async quote(tx, request) {
      const ids = {
        userId: request.userId,
        orderId: request.orderId,
        extensionId: request.refs?.extensionId ?? 0,
      };
      const { order, row } = await lockExtensionRequest(tx, ids, request.now);
      assertPayable(order, row, request.now);
      // A fee of 0 is completed without a payment by apply (apply.ts) and never reaches here.
      if (row.fee_paise <= 0) throw new AppError('PAYMENT_NOTHING_TO_PAY');
      return {
        amountPaise: row.fee_paise,
        description: `Extension fee of order ${order.order_no}`,
        payBy: row.pay_by,
        returnPath: `/orders/${order.id}/extension`,
      };
    },

    async settle(tx, payment, now) {
      const locked = await orderForUpdate(tx, payment.orderId);
      if (!locked || locked.user_id !== payment.userId)
        throw new Error(
          `Payment ${payment.paymentId} names order ${payment.orderId}, not one of its payer's`,
        );
      const extensionId = payment.refs.extensionId ?? 0;
      const row = await extensionOfOrderForUpdate(tx, extensionId, locked.id);
      if (!row)
        throw new Error(
          `Payment ${payment.paymentId} names extension ${extensionId}, not of order ${locked.id}`,
        );
      const order = await catchUpOverdue(tx, locked, now);

      // Its window is judged at the moment the borrower paid: a notice may come after it ended,
      // and after the expiry job, whose end of the request is then taken back.
      const extendable = isExtendable(order.state);
      const paidInTime =
        isPayable(row, payment.paidAt) ||
        (extendable && (await reopenPaidInTime(tx, row.id, payment.paidAt)));
      if (paidInTime && extendable) {
        await completeExtension(tx, order, row, payment, now, options);
        if (row.pay_by.getTime() <= now.getTime())
          await appendOutcome(
            tx,
            row.id,
            `paid ${payment.paidAt.toISOString()}, within its window; its notice came after the window`,
          );
        return;
      }
      // The money moved but the extension cannot happen (window passed, given up, the order
      // settled meanwhile...): the request ends if it had not, and the payment is a repayment.
      if (row.state === 'pending' && !(await expireIfDue(tx, row.id, now)))
        await finishExtension(
          tx,
          row.id,
          {
            state: 'failed',
            paymentId: null,
            outcome: `the order was ${stateName(order.state).en} when its fee arrived`,
          },
          now,
        );
      await applyCapturedRepayment(tx, order, payment, now, options);
      await appendOutcome(
        tx,
        row.id,
        `payment ${payment.paymentId} (${payment.providerRef}) arrived after the request ended and counted as a repayment of the order`,
      );
    },
  };
}
