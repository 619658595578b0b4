/**
 * Pays a Lending order out to the borrower's own bank account (payout-settlement.ts: 6 Loaned on
 * success, 5 Failed when the bank refuses). The bank is called outside any transaction, with the
 * order number as the payout reference, so a retry after a crash never pays twice. A payout the
 * bank has taken but not finished leaves the order Lending, and the job comes back later to ask
 * where it stands (or the bank's notification ends it first: payout-notifications.ts). The
 * account is the borrower's own, checked with the bank (payee-check.ts), or nothing is sent.
 */
import type { Db } from '../../db/db.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type {
  DisbursementProvider,
  PayoutOutcome,
} from '../../providers/disbursement/disbursement-provider.ts';
import {
  disbursementFor,
  payeeOfCard,
  recordPayoutInProgress,
  type DisbursementRow,
} from './disbursement-repo.ts';
import { DISBURSE_JOB, disburseJob } from './lending.ts';
import { OrderState } from './order-states.ts';
import { payeeDecision, type PayoutAccountCheck } from './payee-check.ts';
import { settlePayout } from './payout-settlement.ts';
import { orderForUpdate } from './repo.ts';

/**
 * How long until the bank is asked again about a payout in progress: 30 s, doubling, then every
 * 30 minutes for as long as it takes (a payout queued for the lender's balance can take days).
 */
function nextLookDelayMs(looks: number): number {
  return Math.min(30_000 * 2 ** looks, 30 * 60_000);
}

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

/** The payout held back until the bank has answered on the account it is to go to. */
const ACCOUNT_UNCONFIRMED = { status: 'account-unconfirmed' } as const;

/** Makes the payout, or asks where it stands when the bank already has it. */
async function askTheBank(
  db: Db,
  { bank, accounts }: PayoutBanks,
  payout: DisbursementRow,
  now: Date,
): Promise<PayoutOutcome | typeof ACCOUNT_UNCONFIRMED> {
  if (payout.provider_ref !== null) return bank.payoutStatus(payout.provider_ref, now);
  const payee = await payeeOfCard(db, payout.bank_card_id);
  if (!payee) throw new Error(`Bank card ${payout.bank_card_id} of payout ${payout.reference} is gone`);
  const decision = await payeeDecision(accounts, payee, payout.bank_card_id);
  if (decision.kind === 'later') return ACCOUNT_UNCONFIRMED;
  if (decision.kind === 'refuse')
    return { status: 'refused', providerRef: 'not sent', reason: decision.reason };
  return bank.payout(
    {
      reference: payout.reference,
      amountPaise: payout.amount_paise,
      ifsc: payee.ifsc,
      accountNo: payee.account_no,
      holderName: payee.real_name ?? '',
      borrowerRef: `borrower-${payee.user_id}`,
    },
    now,
  );
}

/**
 * Comes back later (the order stays Lending meanwhile), keeping the bank's reference of a payout
 * it has taken; with none, the payout waits on the bank's answer about the account.
 */
async function lookAgainLater(
  db: Db,
  orderId: number,
  payout: DisbursementRow,
  providerRef: string | undefined,
  looks: number,
  now: Date,
) {
  await db.transaction(async (tx) => {
    if (providerRef !== undefined) await recordPayoutInProgress(tx, payout.id, providerRef);
    const runAt = new Date(now.getTime() + nextLookDelayMs(looks));
    await enqueueJob(tx, disburseJob(orderId, runAt, looks + 1), now);
  });
}

/** The bank that pays, and the check of an account saved before checks began. */
export interface PayoutBanks {
  bank: DisbursementProvider;
  accounts: PayoutAccountCheck;
}

export function registerDisbursementJob(runner: JobRunner, db: Db, banks: PayoutBanks): void {
  runner.register(DISBURSE_JOB, async (job, now) => {
    const orderId = Number(job.payload.orderId);
    const payout = await preparePayout(db, orderId, now);
    if (!payout) return;
    const outcome = await askTheBank(db, banks, payout, now);
    const looks = Number(job.payload.looks ?? 0);
    if (outcome.status === 'account-unconfirmed') {
      await lookAgainLater(db, orderId, payout, undefined, looks, now);
      return;
    }
    if (outcome.status === 'in-progress') {
      await lookAgainLater(db, orderId, payout, outcome.providerRef, looks, now);
      return;
    }
    await db.transaction((tx) => settlePayout(tx, orderId, payout, outcome, now));
  });
}
