import { describe, expect, it } from 'vitest';
import { limitForSettledLoans } from '../../../../server/modules/underwriting/limit-ladder.ts';
import { underwrite, type UnderwritingFacts } from '../../../../server/modules/underwriting/rules.ts';

const complete: UnderwritingFacts = {
  readiness: {
    kyc: true,
    face: true,
    basic: true,
    work: true,
    contacts: true,
    bankCard: true,
    birthDate: '1990-01-01',
  },
  age: 36,
  otherOrderInProgress: false,
  amountPaise: 500_000,
  limitPaise: 500_000,
};

describe('the limit ladder', () => {
  it('follows the loan table: ₹5,000 below 3 settled loans, ₹10,000 for 3-4, ₹40,000 from 5', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(limitForSettledLoans)).toEqual([
      500_000, 500_000, 500_000, 1_000_000, 1_000_000, 4_000_000, 4_000_000, 4_000_000,
    ]);
  });
});

describe('the underwriting rules', () => {
  it('pass a complete adult borrower within the limit, every rule recorded in order', () => {
    const decision = underwrite(complete);
    expect(decision.decision).toBe('pass');
    expect(decision.reason).toBe('all rules passed');
    expect(decision.outcomes.map((o) => o.rule)).toEqual([
      'kyc',
      'face',
      'basic',
      'work',
      'contacts',
      'bankCard',
      'age18',
      'oneOrderInProgress',
      'withinLimit',
    ]);
  });

  it.each([
    ['kyc', { readiness: { ...complete.readiness, kyc: false } }],
    ['face', { readiness: { ...complete.readiness, face: false } }],
    ['basic', { readiness: { ...complete.readiness, basic: false } }],
    ['work', { readiness: { ...complete.readiness, work: false } }],
    ['contacts', { readiness: { ...complete.readiness, contacts: false } }],
    ['bankCard', { readiness: { ...complete.readiness, bankCard: false } }],
    ['age18', { age: 17 }],
    ['age18', { age: null }],
    ['oneOrderInProgress', { otherOrderInProgress: true }],
    ['withinLimit', { amountPaise: 500_100 }],
  ] as [string, Partial<UnderwritingFacts>][])('deny for %s', (rule, change) => {
    const decision = underwrite({ ...complete, ...change });
    expect(decision).toMatchObject({ decision: 'deny', reason: rule });
    expect(decision.outcomes.find((o) => o.rule === rule)?.passed).toBe(false);
  });

  it('names the first failing rule when several fail', () => {
    expect(underwrite({ ...complete, age: 16, amountPaise: 900_000 }).reason).toBe('age18');
  });

  it('passes at exactly 18', () => {
    expect(underwrite({ ...complete, age: 18 }).decision).toBe('pass');
  });
});
