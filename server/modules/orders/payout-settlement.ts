/**
 * The bank's last word on a Lending order's payout, whoever brings it: the disbursement job's own
 * call or look, or the bank's notification (payout-notifications.ts). DOMAIN.md: 4 Lending -> 6
 * Loaned with loanDate = now and the due date = loan date + period in IST, or -> 5 Failed with the
 * bank's reason. Whichever comes second finds the order no longer Lending and changes nothing.
 */
import type { Queryable } from '../../db/db.ts';
import type { PayoutOutcome } from '../../providers/disbursement/disbursement-provider.ts';
import { nudgeScheduledOrders } from '../scheduled-orders/job-kind.ts';
import { finishDisbursement } from './disbursement-repo.ts';
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
  disbursementId: number,
  outcome: FinalPayoutOutcome,
  now: Date,
): Promise<boolean> {
  const order = await orderForUpdate(tx, orderId);
  if (!order || order.state !== OrderState.Lending) return false;
  const refused = outcome.status === 'refused';
  await finishDisbursement(
    tx,
    disbursementId,
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
  await recordLoanDates(tx, orderId, {
    loanDate: now,
    dueDate: addDays(istDateOf(now), order.period_days),
    repaymentDate: new Date(now.getTime() + order.period_days * DAY_MS),
    // The processing fee and its GST were kept back from the amount sent.
    feesPaidPaise: order.service_fee_paise + order.gst_fee_paise,
  });
  return true;
}
