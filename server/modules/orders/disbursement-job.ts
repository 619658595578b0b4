/**
 * Pays a Lending order out to the borrower's own bank account (DOMAIN.md: 4 Lending -> 6 Loaned
 * on success, with loanDate = now and the due date = loan date + period in IST; -> 5 Failed when
 * the bank refuses). The bank is called outside any transaction, with the order number as the
 * payout reference, so a retry after a crash never pays twice.
 */
import type { Db } from '../../db/db.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { DisbursementProvider } from '../../providers/disbursement/disbursement-provider.ts';
import { disbursementFor, finishDisbursement, type DisbursementRow } from './disbursement-repo.ts';
import { addDays, istDateOf } from './ist-calendar.ts';
import { DISBURSE_JOB } from './lending.ts';
import { OrderState } from './order-states.ts';
import { nudgeScheduledOrders } from '../scheduled-orders/job-kind.ts';
import { cardById, orderForUpdate, recordLoanDates } from './repo.ts';
import { transition } from './state-machine.ts';

const DAY_MS = 24 * 60 * 60_000;

/** The payout to make, or undefined when the order is no longer waiting for one. */
async function preparePayout(db: Db, orderId: number, now: Date): Promise<DisbursementRow | undefined> {
  return db.transaction(async (tx) => {
    const order = await orderForUpdate(tx, orderId);
    if (!order || order.state !== OrderState.Lending || order.bank_card_id === null) return undefined;
    return disbursementFor(
      tx,
      {
        id: order.id,
        reference: order.order_no,
        amountPaise: order.arrive_amount_paise,
        bankCardId: order.bank_card_id,
      },
      now,
    );
  });
}

export function registerDisbursementJob(runner: JobRunner, db: Db, bank: DisbursementProvider): void {
  runner.register(DISBURSE_JOB, async (job, now) => {
    const orderId = Number(job.payload.orderId);
    const payout = await preparePayout(db, orderId, now);
    if (!payout) return;
    const card = await cardById(db, payout.bank_card_id);
    if (!card) throw new Error(`Bank card ${payout.bank_card_id} of order ${orderId} is gone`);
    const outcome = await bank.payout(
      {
        reference: payout.reference,
        amountPaise: payout.amount_paise,
        ifsc: card.ifsc,
        accountNo: card.account_no,
      },
      now,
    );
    await db.transaction(async (tx) => {
      const order = await orderForUpdate(tx, orderId);
      if (!order || order.state !== OrderState.Lending) return;
      await finishDisbursement(
        tx,
        payout.id,
        {
          succeeded: outcome.succeeded,
          providerRef: outcome.providerRef,
          reason: outcome.succeeded ? null : outcome.reason,
        },
        now,
      );
      if (!outcome.succeeded) {
        await transition(tx, orderId, OrderState.Failed, {
          actor: 'provider',
          reason: `disbursement failed: ${outcome.reason} (${outcome.providerRef})`,
          now,
        });
        // The borrower may apply again at once: a scheduled order of theirs can go now.
        await nudgeScheduledOrders(tx, now);
        return;
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
    });
  });
}
