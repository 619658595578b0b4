/**
 * When an account is checked with the bank before it is saved, and what the bank's answer allows
 * (decision 0095). Pure rules: the service asks the bank and keeps the answers.
 */
import { AppError } from '../../contract/app-error.ts';
import type { AccountCheckOutcome } from '../../providers/account-check/account-check-provider.ts';
import { isSamePersonsName } from '../kyc/kyc-rules.ts';
import type { CheckRow } from './account-checks-repo.ts';

/** Each check is paid for: at most this many accounts a borrower has checked in a day. */
export const CHECKS_PER_DAY = 5;
export const DAY_MS = 24 * 60 * 60 * 1000;
/** A request to the bank still out after this long was lost (a crash): it may be asked again. */
export const ASKING_LOST_MS = 60_000;
/** How long the bank's answer on an account is taken as it stands: then it is asked again. */
export const ANSWER_KEPT_MS = DAY_MS;

export type NextStep =
  /** Start a new (paid) check. */
  | { kind: 'ask' }
  /** Ask how the check in progress stands. */
  | { kind: 'look'; providerRef: string }
  /** Another tap is asking the bank right now. */
  | { kind: 'wait' }
  /** The bank answered lately: its answer stands. */
  | { kind: 'reuse'; outcome: AccountCheckOutcome };

/** Whether the account is already one of the borrower's accounts checked in the day to `now`. */
export function countedToday(check: CheckRow | undefined, now: Date): boolean {
  return check !== undefined && check.asked_at.getTime() >= now.getTime() - DAY_MS;
}

/** What to do for an account, given its last check (if any). */
export function nextStep(check: CheckRow | undefined, now: Date): NextStep {
  if (!check) return { kind: 'ask' };
  const asked = now.getTime() - check.asked_at.getTime();
  if (check.state === 'asking') return asked < ASKING_LOST_MS ? { kind: 'wait' } : { kind: 'ask' };
  // A check the bank has not answered in a day is lost at the bank (or was made at another one).
  if (check.state === 'in-progress' && check.provider_ref && asked < ANSWER_KEPT_MS)
    return { kind: 'look', providerRef: check.provider_ref };
  const answered = check.answered_at ? now.getTime() - check.answered_at.getTime() : Infinity;
  // No provider_ref: no answer of the bank to read (an account refused as another borrower's
  // was never sent to it).
  if (answered >= ANSWER_KEPT_MS || !check.provider_ref) return { kind: 'ask' };
  const providerRef = check.provider_ref;
  if (check.state === 'active')
    return {
      kind: 'reuse',
      outcome: { status: 'active', providerRef, registeredName: check.registered_name ?? '' },
    };
  if (check.state === 'invalid')
    return { kind: 'reuse', outcome: { status: 'invalid', providerRef, reason: check.reason ?? '' } };
  // A check that failed says nothing of the account: the next tap asks again.
  return { kind: 'ask' };
}

/**
 * The name the bank gave for the account, when the account may be saved as the borrower's; else
 * the refusal. `kycName` is '' when the KYC verified no name (the sandbox Aadhaar OTP) or before
 * the KYC: then only the account's existence is known, and the bank's name is kept on the card.
 */
export function acceptedHolder(outcome: AccountCheckOutcome, kycName: string): string {
  if (outcome.status === 'in-progress') throw new AppError('BANK_ACCOUNT_CHECK_PENDING');
  if (outcome.status === 'invalid') throw new AppError('BANK_ACCOUNT_NOT_FOUND');
  if (outcome.status === 'failed') throw new AppError('BANK_CHECK_UNAVAILABLE');
  if (!isInBorrowersName(outcome.registeredName, kycName))
    throw new AppError('BANK_ACCOUNT_NOT_IN_YOUR_NAME');
  return outcome.registeredName;
}

/**
 * Whether the name the bank holds an account under is the borrower's (the PAN card's rule,
 * decision 0094). Only a name on each side can differ: an account checked before the KYC, or
 * before checks began (no name kept), is judged when both are known, at the payout.
 */
export function isInBorrowersName(registeredName: string | null, kycName: string | null): boolean {
  if (!registeredName?.trim() || !kycName?.trim()) return true;
  return isSamePersonsName(kycName, registeredName);
}
