/**
 * Asking the bank whether an account exists and is the borrower's before it is saved as a card
 * (decision 0095). A check is paid for: a borrower's account is checked once, and asking again
 * reads the answer kept (or how the check still in progress stands) rather than paying again.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../contract/app-error.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { createAccountCheckProvider } from '../../providers/account-check/create-account-check-provider.ts';
import type {
  AccountCheckOutcome,
  AccountCheckProvider,
} from '../../providers/account-check/account-check-provider.ts';
import {
  acceptedHolder,
  CHECKS_PER_DAY,
  countedToday,
  DAY_MS,
  nextStep,
  type NextStep,
} from './account-check-rules.ts';
import { kycNameOf } from '../kyc/repo.ts';
import * as checks from './account-checks-repo.ts';
import { keepHolderName } from './cards-repo.ts';

export interface AccountCheckDeps {
  db: Db;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn'>;
  bank: AccountCheckProvider;
}

const stateOf = (outcome: AccountCheckOutcome): checks.CheckAnswer => ({
  state: outcome.status,
  providerRef: outcome.providerRef,
  registeredName: outcome.status === 'active' ? outcome.registeredName : null,
  reason: outcome.status === 'invalid' || outcome.status === 'failed' ? outcome.reason : null,
});

/**
 * Refuses a new account once the borrower has checked CHECKS_PER_DAY accounts in the day; asking
 * again about an account asked about today is not one more. Under the borrower's checks lock.
 */
async function keepToBudget(
  tx: Queryable,
  key: checks.AccountKey,
  last: checks.CheckRow | undefined,
  now: Date,
) {
  if (countedToday(last, now)) return;
  const since = new Date(now.getTime() - DAY_MS);
  if ((await checks.countChecksSince(tx, key.userId, since)) >= CHECKS_PER_DAY)
    throw new AppError('BANK_CHECK_LIMIT', { params: { max: CHECKS_PER_DAY } });
}

export function createAccountCheckService({ db, clock, log, bank }: AccountCheckDeps) {
  /**
   * Decides under the borrower's lock what to do, claiming a new check (and its count) if asking.
   * `limited`: a borrower adding accounts is held to CHECKS_PER_DAY; the lender's own check before
   * a payout is not (one per card, and one order is paid at a time).
   */
  async function plan(key: checks.AccountKey, now: Date, limited: boolean): Promise<NextStep> {
    return db.transaction(async (tx) => {
      await checks.lockBorrowerChecks(tx, key.userId);
      const last = await checks.findCheck(tx, key);
      const step = nextStep(last, now);
      if (step.kind !== 'ask') return step;
      if (limited) await keepToBudget(tx, key, last, now);
      await checks.startCheck(tx, key, now);
      return step;
    });
  }

  /** The bank's answer, or BANK_CHECK_UNAVAILABLE when it cannot be reached (nothing is paid). */
  async function askBank(key: checks.AccountKey, step: NextStep, holderName: string, now: Date) {
    try {
      if (step.kind === 'look') return await bank.checkStatus(step.providerRef, now);
      const borrowerRef = `borrower-${key.userId}`;
      return await bank.check({ ifsc: key.ifsc, accountNo: key.accountNo, holderName, borrowerRef }, now);
    } catch (error) {
      log.warn({ err: error, userId: key.userId }, 'bank account check: the bank could not be reached');
      if (step.kind === 'ask') await checks.forgetCheck(db, key);
      throw new AppError('BANK_CHECK_UNAVAILABLE');
    }
  }

  /**
   * The name the bank holds the account under, once the bank says the account exists and is in
   * the borrower's name; otherwise the refusal (the bank's answer is kept either way).
   */
  async function confirm(key: checks.AccountKey): Promise<string> {
    const now = await clock.now();
    const kycName = await kycNameOf(db, key.userId);
    const step = await plan(key, now, true);
    if (step.kind === 'wait') throw new AppError('BANK_ACCOUNT_CHECK_PENDING');
    if (step.kind === 'reuse') return acceptedHolder(step.outcome, kycName);
    const outcome = await askBank(key, step, kycName, now);
    await checks.recordAnswer(db, key, stateOf(outcome), now);
    return acceptedHolder(outcome, kycName);
  }

  /**
   * Counts an account the app refuses as another borrower's (decision 0086, amended) as one of
   * the day's checks, though the bank is not asked; once the day's checks are spent, refuses it
   * as over the limit instead, like any new account. Else any signed-in borrower could test
   * account numbers without end for "does this person borrow here".
   */
  async function countAnotherBorrowers(key: checks.AccountKey): Promise<void> {
    const now = await clock.now();
    await db.transaction(async (tx) => {
      await checks.lockBorrowerChecks(tx, key.userId);
      const last = await checks.findCheck(tx, key);
      // Asked about today (a refusal again, or the bank's check before another borrower added it).
      if (countedToday(last, now)) return;
      await keepToBudget(tx, key, last, now);
      await checks.recordAnotherBorrowers(tx, key, now);
    });
  }

  /**
   * Checks the account of a card saved before checks began (it has no bank-given name) before its
   * first payout, keeping on the card the name the bank gives. Never refuses for the bank's sake:
   * what cannot be known now (a check in progress, a bank out of reach) is 'later'.
   */
  async function checkBeforePayout(key: checks.AccountKey, cardId: number): Promise<PayoutCheck> {
    const now = await clock.now();
    const step = await plan(key, now, false);
    if (step.kind === 'wait') return { kind: 'later' };
    if (step.kind === 'reuse') return payoutCheckOf(db, cardId, step.outcome);
    let outcome: AccountCheckOutcome;
    try {
      outcome = await askBank(key, step, await kycNameOf(db, key.userId), now);
    } catch {
      return { kind: 'later' };
    }
    await checks.recordAnswer(db, key, stateOf(outcome), now);
    return payoutCheckOf(db, cardId, outcome);
  }

  return { confirm, countAnotherBorrowers, checkBeforePayout };
}

/** The app's account checks, at the bank its payouts go through (decision 0095). */
export function accountChecksOf(ctx: AppContext) {
  return createAccountCheckService({ ...ctx, bank: createAccountCheckProvider(ctx.config.disbursement) });
}

/**
 * What a payout to a card saved before checks began may do: go ahead (`holderName`, the name the
 * bank gave, null when the bank could not check this account: the payout itself then tells), stop
 * (`unknown`: the bank has no such account), or wait for the bank's answer (`later`).
 */
export type PayoutCheck =
  { kind: 'checked'; holderName: string | null } | { kind: 'unknown'; reason: string } | { kind: 'later' };

async function payoutCheckOf(db: Db, cardId: number, outcome: AccountCheckOutcome): Promise<PayoutCheck> {
  if (outcome.status === 'in-progress') return { kind: 'later' };
  if (outcome.status === 'invalid') return { kind: 'unknown', reason: outcome.reason };
  if (outcome.status === 'failed') return { kind: 'checked', holderName: null };
  await keepHolderName(db, cardId, outcome.registeredName);
  return { kind: 'checked', holderName: outcome.registeredName };
}
