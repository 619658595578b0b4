/**
 * The extension rule and fee as pure functions, against figures worked out by hand. Rupee Flex's
 * terms throughout: ₹3,000 (300000 paise), 30% a year (3000 bp) for 91 days, so the whole period's
 * interest is 300000 x 3000 x 91 / (10000 x 365) = 22438.36 -> 22438 paise; extension rate 8%.
 */
import { describe, expect, it } from 'vitest';
import {
  accruedInterestPaise,
  extensionFee,
  type ExtensionFeeInput,
} from '../../../../server/modules/extension/fee.ts';
import { extensionRefusal, refusalError } from '../../../../server/modules/extension/rules.ts';

const loan: ExtensionFeeInput = {
  principalPaise: 300_000,
  extensionRateBp: 800,
  annualRateBp: 3000,
  orderInterestPaise: 22_438,
  periodDays: 91,
  loanDate: '2026-11-22',
  requestDate: '2027-02-18',
  penalChargePaise: 0,
  paidPenalPaise: 0,
  paidInterestPaise: 0,
  paidPrincipalPaise: 0,
};

describe('the extension fee', () => {
  it('is service fee + interest accrued to the request date for a loan not yet due', () => {
    // 88 days after the loan: 300000 x 3000 x 88 / 3650000 = 21698.63 -> 21699 paise of interest;
    // service fee 300000 x 800 / 10000 = 24000; fee 24000 + 0 + 21699 = 45699.
    expect(extensionFee(loan)).toEqual({
      serviceFeePaise: 24_000,
      overdueFeePaise: 0,
      interestPaise: 21_699,
      feePaidPaise: 0,
      feePaise: 45_699,
    });
  });

  it('adds unpaid penal charges and caps accrued interest at the whole period once overdue', () => {
    // 3 days overdue (day 94): penal 3 x 300000 x 50 / 10000 = 4500; interest counted for 91 days
    // at most = 22438; fee 24000 + 4500 + 22438 = 50938.
    expect(extensionFee({ ...loan, requestDate: '2027-02-24', penalChargePaise: 4_500 })).toMatchObject({
      overdueFeePaise: 4_500,
      interestPaise: 22_438,
      feePaidPaise: 0,
      feePaise: 50_938,
    });
  });

  it('counts money repaid beyond penal and interest (sitting on principal) towards the fee first', () => {
    // Repaid ₹324.38 earlier: 22438 went to interest (the allocation order), 10000 to principal.
    // Accrued 21699 - paid 22438 < 0 -> no interest; fee 24000 - credit 10000 = 14000.
    expect(extensionFee({ ...loan, paidInterestPaise: 22_438, paidPrincipalPaise: 10_000 })).toEqual({
      serviceFeePaise: 24_000,
      overdueFeePaise: 0,
      interestPaise: 0,
      feePaidPaise: 10_000,
      feePaise: 14_000,
    });
  });

  it('asks nothing when the repaid money covers the whole fee, and never credits more than it', () => {
    // Repaid ₹1,000: 22438 interest, 77562 principal; credit min(77562, 24000) = 24000; fee 0.
    expect(extensionFee({ ...loan, paidInterestPaise: 22_438, paidPrincipalPaise: 77_562 })).toMatchObject({
      feePaidPaise: 24_000,
      feePaise: 0,
    });
  });

  it('leaves penal charges already paid out of the fee', () => {
    expect(
      extensionFee({ ...loan, penalChargePaise: 4_500, paidPenalPaise: 3_000, requestDate: '2027-02-24' }),
    ).toMatchObject({ overdueFeePaise: 1_500, feePaise: 24_000 + 1_500 + 22_438 });
  });

  it('rounds accrued interest half up once, from exact integers', () => {
    // 100025 x 3000 x 73 / 3650000 = 6001.5 exactly -> 6002 (not 6001, not a rounded daily figure).
    const input = { ...loan, principalPaise: 100_025, orderInterestPaise: 7_481, requestDate: '2027-02-03' };
    expect(accruedInterestPaise(input)).toBe(6_002);
    // 100025 x 800 / 10000 = 8002 exactly.
    expect(extensionFee(input)).toMatchObject({ serviceFeePaise: 8_002, interestPaise: 6_002 });
  });

  it('counts no interest days before the loan date', () => {
    expect(accruedInterestPaise({ ...loan, requestDate: '2026-11-20' })).toBe(0);
  });
});

describe('when an extension may be asked for', () => {
  const loaned = {
    state: 6,
    dueDate: '2027-02-21',
    today: '2027-02-15',
    paidExtensions: 0,
    maxExtensions: 2,
    extensionDays: 7,
  };

  it('opens in the last 6 days before the due date, when it moves the due date later', () => {
    expect(extensionRefusal(loaned)).toBeUndefined();
    expect(extensionRefusal({ ...loaned, today: '2027-02-21' })).toBeUndefined();
    // 2027-02-14 + 7 = the due date itself: the loan would not get longer.
    const early = extensionRefusal({ ...loaned, today: '2027-02-14' });
    expect(early).toEqual({ reason: 'too-early', dueDate: '2027-02-21', fromDate: '2027-02-15' });
    expect(refusalError(early!).message).toBe(
      'Your due date is 21 Feb 2027. You can extend it from 15 Feb 2027.',
    );
    // A Hindi reader reads the months in Hindi too (decision 0056).
    expect(refusalError(early!).messageIn('hi')).toBe(
      'आपकी चुकाने की अंतिम तारीख़ 21 फ़रवरी 2027 है। आप इसे 15 फ़रवरी 2027 से बढ़ा सकते हैं।',
    );
  });

  it('is open while overdue, up to the cap of paid extensions', () => {
    const overdue = { ...loaned, state: 8, today: '2027-03-10' };
    expect(extensionRefusal(overdue)).toBeUndefined();
    expect(extensionRefusal({ ...overdue, paidExtensions: 1 })).toBeUndefined();
    const capped = extensionRefusal({ ...overdue, paidExtensions: 2 });
    expect(capped).toEqual({ reason: 'limit', maxExtensions: 2 });
    expect(refusalError(capped!).message).toBe(
      'This loan cannot be extended again: it has reached the limit of 2 extensions.',
    );
  });

  it('is closed in every other state, 11 Extension included', () => {
    for (const state of [1, 2, 3, 4, 5, 7, 11])
      expect(extensionRefusal({ ...loaned, state })?.reason).toBe('state');
    expect(refusalError({ reason: 'state', state: 7 }).message).toBe(
      'This loan cannot be extended now (it is Settled).',
    );
    expect(extensionRefusal({ ...loaned, dueDate: null })?.reason).toBe('state');
  });
});
