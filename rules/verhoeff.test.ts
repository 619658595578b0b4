import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { verhoeffCheckDigit, verhoeffValid } from './verhoeff.ts';

const digitStrings = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 20 });

describe('Verhoeff', () => {
  // Published examples of the algorithm: 236 -> 3, 12345 -> 1.
  it.each([
    ['236', '3'],
    ['12345', '1'],
  ])('the check digit of %s is %s', (digits, check) => {
    expect(verhoeffCheckDigit(digits)).toBe(check);
    expect(verhoeffValid(`${digits}${check}`)).toBe(true);
  });

  it('catches a swap of adjacent digits', () => {
    expect(verhoeffValid('2633')).toBe(false);
    expect(verhoeffValid('123415')).toBe(false);
  });

  it('refuses anything but digits', () => {
    for (const text of ['', '2363 ', '२३६३', '23a63', '-2363']) expect(verhoeffValid(text)).toBe(false);
  });

  it('makes every string of digits valid with its check digit, and exactly one digit does', () => {
    fc.assert(
      fc.property(digitStrings, (digits) => {
        const passing = [...'0123456789'].filter((digit) => verhoeffValid(digits + digit));
        expect(passing).toEqual([verhoeffCheckDigit(digits)]);
      }),
    );
  });

  it('refuses every number one digit away from a valid one', () => {
    fc.assert(
      fc.property(digitStrings, fc.nat(), fc.integer({ min: 1, max: 9 }), (digits, at, shift) => {
        const valid = digits + verhoeffCheckDigit(digits);
        const position = at % valid.length;
        const changed = String((Number(valid[position]) + shift) % 10);
        expect(verhoeffValid(valid.slice(0, position) + changed + valid.slice(position + 1))).toBe(false);
      }),
    );
  });

  it('refuses every number with two different neighbouring digits swapped', () => {
    fc.assert(
      fc.property(digitStrings, fc.nat(), (digits, at) => {
        const valid = digits + verhoeffCheckDigit(digits);
        const position = at % (valid.length - 1);
        const [a, b] = [valid[position], valid[position + 1]];
        fc.pre(a !== b);
        const swapped = valid.slice(0, position) + b + a + valid.slice(position + 2);
        expect(verhoeffValid(swapped)).toBe(false);
      }),
    );
  });
});
