/**
 * A payout the bank processed and then reports reversed: the borrower's bank sent the money back
 * (an account closed or frozen after the penny-drop), so the borrower never had the loan
 * (decision 0068). An order still 6 Loaned with nothing repaid is taken back to 5 Failed: no loan
 * date, no due date, nothing owed, and the borrower may apply again. Once the borrower has paid
 * anything, or the order has moved on (overdue, extended, settled), what they are owed back is an
 * operator's judgement: the disbursement is marked reversed and the log says so, the order stays.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import type { PayoutEvent } from '../../providers/disbursement/disbursement-provider.ts';
import { nudgeScheduledOrders } from '../scheduled-orders/job-kind.ts';
import { markReversed } from './disbursement-repo.ts';
import { repaidTotal } from './ledger-repo.ts';
import { OrderState } from './order-states.ts';
import { clearLoanDates, orderForUpdate } from './repo.ts';
import { transition } from './state-machine.ts';

export async function takeBackReversedLoan(
  log: FastifyBaseLogger,
  tx: Queryable,
  payout: { id: number; order_id: number },
  event: PayoutEvent,
  now: Date,
): Promise<void> {
  const order = await orderForUpdate(tx, payout.order_id);
  await markReversed(tx, payout.id, event.reason, now);
  if (order?.state === OrderState.Loaned && (await repaidTotal(tx, order.id)) === 0) {
    await transition(tx, order.id, OrderState.Failed, {
      actor: 'provider',
      reason: `payout reversed: ${event.reason} (${event.providerRef})`,
      now,
    });
    await clearLoanDates(tx, order.id);
    await nudgeScheduledOrders(tx, now);
    return;
  }
  log.error(
    { orderId: payout.order_id, state: order?.state, event },
    'a payout was reversed after the borrower started repaying: the order stays as it is; needs an operator',
  );
}
