import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedProducts } from '../../../../server/db/seed-data.ts';
import { priceLoan, type PricingTerms } from '../../../../server/modules/pricing/loan-price.ts';
import { divideRoundHalfUp } from '../../../../server/modules/pricing/rounding.ts';

const GST_BP = 1800;

function termsOf(product: (typeof seedProducts)[number]): PricingTerms {
  return {
    annualRateBp: product.annualRateBp,
    serviceRateBp: product.serviceRateBp,
    gstRateBp: GST_BP,
    periodDays: product.periodDays,
  };
}

/** The same figures from exact fractions with a different rounding route (numerator * 2 / 2). */
function expectedHalfUp(numerator: bigint, denominator: bigint): number {
  const whole = numerator / denominator;
  const rest = numerator - whole * denominator;
  return Number(rest * 2n >= denominator ? whole + 1n : whole);
}

function checkInvariants(principal: number, terms: PricingTerms) {
  const price = priceLoan(principal, terms);
  for (const key of ['interest', 'serviceFee', 'gstFee', 'arriveAmount', 'repaymentAmount'] as const) {
    expect(Number.isSafeInteger(price[key]), key).toBe(true);
    expect(price[key], key).toBeGreaterThanOrEqual(0);
  }
  // Each component rounded once, from exact integers.
  const p = BigInt(principal);
  expect(price.interest).toBe(
    expectedHalfUp(p * BigInt(terms.annualRateBp) * BigInt(terms.periodDays), 3_650_000n),
  );
  expect(price.serviceFee).toBe(expectedHalfUp(p * BigInt(terms.serviceRateBp), 10_000n));
  expect(price.gstFee).toBe(expectedHalfUp(BigInt(price.serviceFee) * BigInt(terms.gstRateBp), 10_000n));
  // Money adds up to the paisa.
  expect(price.arriveAmount + price.serviceFee + price.gstFee).toBe(principal);
  expect(price.repaymentAmount).toBe(principal + price.interest);
  expect(price.repaymentAmount).toBeGreaterThanOrEqual(principal);
  expect(price.arriveAmount).toBeLessThanOrEqual(principal);
  // APR is (repayment / arrive - 1) x 365 / d to 4 decimals.
  const exactApr = (price.repaymentAmount / price.arriveAmount - 1) * (365 / terms.periodDays);
  expect(Math.abs(price.apr - exactApr)).toBeLessThanOrEqual(0.00005 + 1e-12);
  return price;
}

describe('priceLoan', () => {
  it('prices every seeded product at every amount it lends, with the invariants holding', () => {
    for (const product of seedProducts) {
      for (const rupees of product.amountList) {
        const price = checkInvariants(rupees * 100, termsOf(product));
        // Fees make the all-in cost higher than the interest rate alone.
        expect(price.apr).toBeGreaterThan(product.annualRateBp / 10_000);
      }
    }
  });

  it('matches a worked example: ₹3,000 for 91 days at 30% p.a. with a 5% fee', () => {
    expect(
      priceLoan(300_000, { annualRateBp: 3000, serviceRateBp: 500, gstRateBp: 1800, periodDays: 91 }),
    ).toEqual({
      principal: 300_000,
      // 3000 x 0.30 x 91 / 365 = 224.383... -> ₹224.38
      interest: 22_438,
      serviceFee: 15_000,
      gstFee: 2_700,
      arriveAmount: 282_300,
      repaymentAmount: 322_438,
      // (3224.38 / 2823 - 1) x 365 / 91 = 0.570289...
      apr: 0.5703,
    });
  });

  it('rounds half up once per component, not on intermediate values', () => {
    // Interest from the exact P x r x d / 365 (22438), not from a rounded daily 246.58 x 91 (22439)
    // nor a rounded daily 247 paise x 91 (22477).
    expect(
      priceLoan(300_000, { annualRateBp: 3000, serviceRateBp: 0, gstRateBp: 0, periodDays: 91 }).interest,
    ).toBe(22_438);
    // A fee of 25 paise: GST 4.5 paise rounds up to 5.
    expect(
      priceLoan(500, { annualRateBp: 0, serviceRateBp: 500, gstRateBp: 1800, periodDays: 30 }),
    ).toMatchObject({
      serviceFee: 25,
      gstFee: 5,
      arriveAmount: 470,
    });
    expect(divideRoundHalfUp(5n, 10n)).toBe(1);
    expect(divideRoundHalfUp(4n, 10n)).toBe(0);
    expect(divideRoundHalfUp(15n, 10n)).toBe(2);
    expect(divideRoundHalfUp(25n, 10n)).toBe(3);
  });

  it('holds the invariants for any principal and terms (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 0, max: 2_800 }),
        fc.integer({ min: 1, max: 720 }),
        (principal, annualRateBp, serviceRateBp, gstRateBp, periodDays) => {
          const terms = { annualRateBp, serviceRateBp, gstRateBp, periodDays };
          const price = checkInvariants(principal, terms);
          // APR is at least the annual rate, up to the interest's half-paisa rounding and APR's 4 decimals.
          const tolerance = (0.5 * 365) / (principal * periodDays) + 0.00005;
          expect(price.apr).toBeGreaterThanOrEqual(annualRateBp / 10_000 - tolerance);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses terms whose fees would take the whole principal, and non-integer paise', () => {
    expect(() =>
      priceLoan(100_000, { annualRateBp: 3000, serviceRateBp: 9000, gstRateBp: 1800, periodDays: 91 }),
    ).toThrow(/whole principal/);
    expect(() =>
      priceLoan(100.5, { annualRateBp: 3000, serviceRateBp: 500, gstRateBp: 1800, periodDays: 91 }),
    ).toThrow(RangeError);
  });
});
