/**
 * Asking the bank whether an account exists and is the borrower's before it is saved as a card
 * (decision 0095). A check is paid for: a borrower's account is checked once, and asking again
 * reads the answer kept (or how the check still in progress stands) rather than paying again.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../contract/app-error.ts';
import type { Db } from '../../db/db.ts';
import type {
  AccountCheckOutcome,
  AccountCheckProvider,
} from '../../providers/account-check/account-check-provider.ts';
import { acceptedHolder, CHECKS_PER_DAY, DAY_MS, nextStep, type NextStep } from './account-check-rules.ts';
import { kycNameOf } from '../kyc/repo.ts';
import * as checks from './account-checks-repo.ts';

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

export function createAccountCheckService({ db, clock, log, bank }: AccountCheckDeps) {
  /** Decides under the borrower's lock what to do, claiming a new check (and its count) if asking. */
  async function plan(key: checks.AccountKey, now: Date): Promise<NextStep> {
    return db.transaction(async (tx) => {
      await checks.lockBorrowerChecks(tx, key.userId);
      const last = await checks.findCheck(tx, key);
      const step = nextStep(last, now);
      if (step.kind !== 'ask') return step;
      // Asking again about an account asked about today is not one more account checked.
      const since = new Date(now.getTime() - DAY_MS);
      const countedAlready = last !== undefined && last.asked_at >= since;
      if (!countedAlready && (await checks.countChecksSince(tx, key.userId, since)) >= CHECKS_PER_DAY)
        throw new AppError('BANK_CHECK_LIMIT', { params: { max: CHECKS_PER_DAY } });
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
    const step = await plan(key, now);
    if (step.kind === 'wait') throw new AppError('BANK_ACCOUNT_CHECK_PENDING');
    if (step.kind === 'reuse') return acceptedHolder(step.outcome, kycName);
    const outcome = await askBank(key, step, kycName, now);
    await checks.recordAnswer(db, key, stateOf(outcome), now);
    return acceptedHolder(outcome, kycName);
  }

  return { confirm };
}
