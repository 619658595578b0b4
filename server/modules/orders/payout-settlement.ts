/**
 * The bank's last word on a Lending order's payout, whoever brings it: the disbursement job's own
 * call or look, or the bank's notification (payout-notifications.ts). DOMAIN.md: 4 Lending -> 6
 * Loaned with loanDate = now and the due date = loan date + period in IST, or -> 5 Failed with the
 * bank's reason. Whichever comes second finds the order no longer Lending and changes nothing.
 * "Now" is when the money reached the borrower, as the bank tells it (decision 0071), not when we
 * hear of it: a notification held up past midnight must not move the due date a day.
 */
import type { Queryable } from '../../db/db.ts';
import type { PayoutOutcome } from '../../providers/disbursement/disbursement-provider.ts';
import { timeTakenAsSaid } from '../../providers/gateway-time.ts';
import { nudgeScheduledOrders } from '../scheduled-orders/job-kind.ts';
import { finishDisbursement, type DisbursementRow } from './disbursement-repo.ts';
import { addDays, istDateOf } from './ist-calendar.ts';
import { OrderState } from './order-states.ts';
import { orderForUpdate, recordLoanDates } from './repo.ts';
import { transition } from './state-machine.ts';

const DAY_MS = 24 * 60 * 60_000;

export type FinalPayoutOutcome = Exclude<PayoutOutcome, { status: 'in-progress' }>;

/** Ends the order's payout; false when the order was no longer Lending (nothing changed). */
export async function settlePayout(
  tx: Queryable,
  orderId: number,
  disbursement: DisbursementRow,
  outcome: FinalPayoutOutcome,
  now: Date,
): Promise<boolean> {
  const order = await orderForUpdate(tx, orderId);
  if (!order || order.state !== OrderState.Lending) return false;
  const refused = outcome.status === 'refused';
  await finishDisbursement(
    tx,
    disbursement.id,
    { succeeded: !refused, providerRef: outcome.providerRef, reason: refused ? outcome.reason : null },
    now,
  );
  if (refused) {
    await transition(tx, orderId, OrderState.Failed, {
      actor: 'provider',
      reason: `disbursement failed: ${outcome.reason} (${outcome.providerRef})`,
      now,
    });
    // The borrower may apply again at once: a scheduled order of theirs can go now.
    await nudgeScheduledOrders(tx, now);
    return true;
  }
  await transition(tx, orderId, OrderState.Loaned, {
    actor: 'provider',
    reason: `disbursed ${outcome.providerRef}`,
    now,
  });
  // The bank's time of the payout, never before we asked for it nor after now; now when the bank
  // did not say (RazorpayX's answer to a look).
  const loanDate = timeTakenAsSaid(outcome.paidAt, disbursement.created_at, now);
  await recordLoanDates(tx, orderId, {
    loanDate,
    dueDate: addDays(istDateOf(loanDate), order.period_days),
    repaymentDate: new Date(loanDate.getTime() + order.period_days * DAY_MS),
    // The processing fee and its GST were kept back from the amount sent.
    feesPaidPaise: order.service_fee_paise + order.gst_fee_paise,
  });
  return true;
}
