import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALLOCATION_ORDER,
  allocatePayment,
  totalOf,
  type Dues,
} from '../../../../server/modules/pricing/payment-allocation.ts';
import {
  penalBasisOfDay,
  penalCapPaise,
  penalChargePaise,
} from '../../../../server/modules/pricing/penal-charge.ts';

describe('penal charges', () => {
  it('charges overdue principal x daily rate per day, rounded once on the sum, capped', () => {
    // ₹3,000 overdue at 0.5% a day: ₹15 a day; cap 25% of ₹3,000 = ₹750.
    const day = penalBasisOfDay(300_000, 50);
    expect(penalChargePaise(3 * day, penalCapPaise(300_000, 2500))).toBe(4_500);
    expect(penalChargePaise(60 * day, penalCapPaise(300_000, 2500))).toBe(75_000);
    // ₹1.01 at 0.5%: 0.505 paise a day. Two days are 1.01 -> 1 paisa, not 2 x round(0.505) = 2.
    expect(penalChargePaise(2 * penalBasisOfDay(101, 50), 1_000)).toBe(1);
  });

  it('never exceeds the cap and never decreases as days pass (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4_000_000 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 400 }),
        (principal, rateBp, capBp, days) => {
          const cap = penalCapPaise(principal, capBp);
          const today = penalChargePaise(days * penalBasisOfDay(principal, rateBp), cap);
          const tomorrow = penalChargePaise((days + 1) * penalBasisOfDay(principal, rateBp), cap);
          expect(Number.isSafeInteger(today)).toBe(true);
          expect(today).toBeLessThanOrEqual(cap);
          expect(tomorrow).toBeGreaterThanOrEqual(today);
        },
      ),
    );
  });
});

describe('payment allocation', () => {
  const dues: Dues = { extensionFee: 500, penal: 300, fees: 0, interest: 2_000, principal: 10_000 };

  it('pays extension fee, penal charges, fees, interest and principal, in that order', () => {
    expect(allocatePayment(700, dues)).toEqual({
      applied: { extensionFee: 500, penal: 200, fees: 0, interest: 0, principal: 0 },
      excess: 0,
    });
    expect(allocatePayment(3_000, dues)).toEqual({
      applied: { extensionFee: 500, penal: 300, fees: 0, interest: 2_000, principal: 200 },
      excess: 0,
    });
    expect(allocatePayment(13_000, dues).excess).toBe(200);
  });

  it('splits any payment exactly, filling each part before the next (property)', () => {
    const part = fc.integer({ min: 0, max: 5_000_000 });
    fc.assert(
      fc.property(
        fc.record({ extensionFee: part, penal: part, fees: part, interest: part, principal: part }),
        fc.integer({ min: 0, max: 30_000_000 }),
        (owed, amount) => {
          const { applied, excess } = allocatePayment(amount, owed);
          expect(totalOf(applied) + excess).toBe(amount);
          expect(excess === 0 || totalOf(applied) === totalOf(owed)).toBe(true);
          ALLOCATION_ORDER.forEach((name, index) => {
            expect(applied[name]).toBeLessThanOrEqual(owed[name]);
            // A later part gets money only when every earlier part is paid in full.
            if (applied[name] > 0)
              for (const earlier of ALLOCATION_ORDER.slice(0, index))
                expect(applied[earlier]).toBe(owed[earlier]);
          });
        },
      ),
    );
  });
});
