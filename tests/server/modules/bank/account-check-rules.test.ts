import { describe, expect, it } from 'vitest';
import {
  acceptedHolder,
  ANSWER_KEPT_MS,
  ASKING_LOST_MS,
  countedToday,
  DAY_MS,
  isInBorrowersName,
  nextStep,
} from '../../../../server/modules/bank/account-check-rules.ts';
import type { CheckRow } from '../../../../server/modules/bank/account-checks-repo.ts';

const now = new Date('2026-11-30T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const row = (fields: Partial<CheckRow>): CheckRow => ({
  state: 'active',
  provider_ref: 'fav_1',
  registered_name: 'ASHA VERMA',
  reason: null,
  asked_at: ago(1000),
  answered_at: ago(1000),
  ...fields,
});

describe('when an account is asked about again', () => {
  it.each<[string, CheckRow | undefined, string]>([
    ['never asked', undefined, 'ask'],
    [
      'asked a moment ago by another tap',
      row({ state: 'asking', provider_ref: null, answered_at: null }),
      'wait',
    ],
    [
      'asked a minute ago and never answered (a crash)',
      row({ state: 'asking', provider_ref: null, asked_at: ago(ASKING_LOST_MS), answered_at: null }),
      'ask',
    ],
    ['in progress at the bank', row({ state: 'in-progress', answered_at: null }), 'look'],
    [
      'in progress for a day, never answered',
      row({ state: 'in-progress', asked_at: ago(ANSWER_KEPT_MS), answered_at: null }),
      'ask',
    ],
    ['answered active today', row({}), 'reuse'],
    ['answered invalid today', row({ state: 'invalid', reason: 'no such account' }), 'reuse'],
    ['answered a day ago', row({ answered_at: ago(ANSWER_KEPT_MS) }), 'ask'],
    ['failed at the bank', row({ state: 'failed', reason: 'down' }), 'ask'],
    [
      // Counted among the day's checks only (decision 0086, amended); should the account be free.
      "refused as another borrower's, the bank never asked",
      row({ state: 'another-borrower', provider_ref: null, registered_name: null }),
      'ask',
    ],
  ])('%s: %s', (_case, check, kind) => {
    expect(nextStep(check, now).kind).toBe(kind);
  });
});

describe("what counts among the day's checks", () => {
  it('counts an account asked about in the last day, whatever the answer', () => {
    expect(countedToday(undefined, now)).toBe(false);
    expect(countedToday(row({ state: 'another-borrower', provider_ref: null }), now)).toBe(true);
    expect(countedToday(row({ asked_at: ago(DAY_MS) }), now)).toBe(true);
    expect(countedToday(row({ asked_at: ago(DAY_MS + 1) }), now)).toBe(false);
  });
});

describe('what the bank answer allows', () => {
  it('keeps the bank name for an account in the borrower name, however the bank writes it', () => {
    const active = { status: 'active' as const, providerRef: 'fav_1', registeredName: 'MRS VERMA ASHA' };
    expect(acceptedHolder(active, 'Asha Verma')).toBe('MRS VERMA ASHA');
  });

  it.each([
    [{ status: 'in-progress' as const, providerRef: 'fav_1' }, 'BANK_ACCOUNT_CHECK_PENDING'],
    [{ status: 'invalid' as const, providerRef: 'fav_1', reason: 'closed' }, 'BANK_ACCOUNT_NOT_FOUND'],
    [{ status: 'failed' as const, providerRef: 'fav_1', reason: 'down' }, 'BANK_CHECK_UNAVAILABLE'],
    [
      { status: 'active' as const, providerRef: 'fav_1', registeredName: 'RAJESH VERMA' },
      'BANK_ACCOUNT_NOT_IN_YOUR_NAME',
    ],
  ])('refuses %o with %s', (outcome, errorName) => {
    expect(() => acceptedHolder(outcome, 'Asha Verma')).toThrow(expect.objectContaining({ errorName }));
  });

  it('judges the name only when both sides have one', () => {
    expect(isInBorrowersName('RAJESH VERMA', '')).toBe(true);
    expect(isInBorrowersName(null, 'Asha Verma')).toBe(true);
    expect(isInBorrowersName('  ', 'Asha Verma')).toBe(true);
    expect(isInBorrowersName('RAJESH VERMA', 'Asha Verma')).toBe(false);
  });
});
