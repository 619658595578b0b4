import { describe, expect, it } from 'vitest';
import type { FieldRule } from '../document/types.ts';
import { firstFailure, ruleApplies, rulePasses } from './rule-checks.ts';
import { verhoeffCheckDigit } from '../../rules/verhoeff.ts';

const m = 'message';
const validAadhaar = `23412341234${verhoeffCheckDigit('23412341234')}`;

// [rule, value, passes]; the second field of the form is `other = "secret"`.
const table: Array<[FieldRule, unknown, boolean]> = [
  [{ rule: 'required', message: m }, '9876543210', true],
  [{ rule: 'required', message: m }, '', false],
  [{ rule: 'required', message: m }, '   ', false],
  [{ rule: 'required', message: m }, undefined, false],
  [{ rule: 'required', message: m }, 0, true],
  [{ rule: 'checked', message: m }, true, true],
  [{ rule: 'checked', message: m }, false, false],
  [{ rule: 'checked', message: m }, 'true', false],
  [{ rule: 'length', value: 10, message: m }, '9876543210', true],
  [{ rule: 'length', value: 10, message: m }, '987654321', false],
  [{ rule: 'length', value: 10, message: m }, '', true],
  [{ rule: 'minLength', value: 2, message: m }, 'a', false],
  [{ rule: 'minLength', value: 2, message: m }, 'ab', true],
  [{ rule: 'maxLength', value: 3, message: m }, 'abcd', false],
  [{ rule: 'maxLength', value: 3, message: m }, 'abc', true],
  [{ rule: 'pattern', value: '^[a-z]+@[a-z]+\\.[a-z]+$', message: m }, 'a@b.in', true],
  [{ rule: 'pattern', value: '^[a-z]+@[a-z]+\\.[a-z]+$', message: m }, 'a@b', false],
  [{ rule: 'pattern', value: '([', message: m }, 'anything', false],
  [{ rule: 'equalsField', field: 'other', message: m }, 'secret', true],
  [{ rule: 'equalsField', field: 'other', message: m }, 'Secret', false],
  [{ rule: 'phone', message: m }, '9876543210', true],
  [{ rule: 'phone', message: m }, '6000000000', true],
  [{ rule: 'phone', message: m }, '5876543210', false],
  [{ rule: 'phone', message: m }, '98765432101', false],
  [{ rule: 'phone', message: m }, '98765-4321', false],
  [{ rule: 'aadhaar', message: m }, validAadhaar, true],
  [
    { rule: 'aadhaar', message: m },
    `${validAadhaar.slice(0, 11)}${(Number(validAadhaar[11]) + 1) % 10}`,
    false,
  ],
  [{ rule: 'aadhaar', message: m }, `1${validAadhaar.slice(1)}`, false],
  [{ rule: 'aadhaar', message: m }, validAadhaar.slice(0, 11), false],
  [{ rule: 'pan', message: m }, 'ABCPE1234F', true],
  [{ rule: 'pan', message: m }, 'ABCCE1234F', false],
  [{ rule: 'pan', message: m }, 'abcpe1234f', false],
  [{ rule: 'pan', message: m }, 'ABCPE12345', false],
  [{ rule: 'ifsc', message: m }, 'SBIN0001234', true],
  [{ rule: 'ifsc', message: m }, 'HDFC0ABC123', true],
  [{ rule: 'ifsc', message: m }, 'SBIN1001234', false],
  [{ rule: 'ifsc', message: m }, 'SBI00001234', false],
];

describe('field rules', () => {
  it.each(table)('%j accepts %j: %s', (rule, value, passes) => {
    expect(rulePasses(rule, value, { other: 'secret' })).toBe(passes);
  });
});

describe('rules with `when`', () => {
  const conditional: FieldRule = { rule: 'required', message: 'Please input Company', when: { $bind: 'x' } };
  const pattern: FieldRule = { rule: 'pattern', value: '^A', message: 'Starts with A', when: 'never' };

  it('apply only while their condition holds, as the caller evaluates it', () => {
    expect(ruleApplies(conditional, () => true)).toBe(true);
    expect(ruleApplies(conditional, () => false)).toBe(false);
    expect(ruleApplies({ rule: 'required', message: m }, () => false)).toBe(true);
    expect(ruleApplies(conditional)).toBe(true);
  });

  it('are skipped by firstFailure while they do not hold', () => {
    const holds = (when: unknown) => when !== 'never';
    expect(firstFailure([conditional, pattern], '', {}, holds)).toBe('Please input Company');
    expect(firstFailure([conditional, pattern], 'Bcme', {}, holds)).toBeUndefined();
    expect(firstFailure([conditional, pattern], '', {}, () => false)).toBeUndefined();
  });
});
