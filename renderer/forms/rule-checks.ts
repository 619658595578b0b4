/**
 * What each field rule accepts. Rules other than `required` and `checked` accept an empty value, so
 * an optional field is only checked once the borrower fills it in. A rule with `when` applies only
 * while its expression holds; the caller evaluates it (`holds`), so these checks stay pure.
 */
import type { FieldRule } from '../document/types.ts';
import { isAadhaar, isIfsc, isIndianMobile, isIndividualPan } from '../../rules/identity-numbers.ts';

export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Unicode mode, like the server's contract checks: `\p{L}` means a letter of any script. */
function matches(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(text);
  } catch {
    // A broken pattern is a screen defect (CI rejects it); refusing is safer than accepting anything.
    return false;
  }
}

/** Whether `value` passes `rule`; `values` are the whole form's values (for `equalsField`). */
export function rulePasses(
  rule: FieldRule,
  value: unknown,
  values: Readonly<Record<string, unknown>>,
): boolean {
  if (rule.rule === 'required') return !isEmptyValue(value);
  if (rule.rule === 'checked') return value === true;
  if (isEmptyValue(value)) return true;
  const text = String(value);
  switch (rule.rule) {
    case 'length':
      return text.length === rule.value;
    case 'minLength':
      return text.length >= rule.value;
    case 'maxLength':
      return text.length <= rule.value;
    case 'pattern':
      return matches(rule.value, text);
    case 'equalsField':
      return value === values[rule.field];
    case 'phone':
      return isIndianMobile(text);
    case 'aadhaar':
      return isAadhaar(text);
    case 'pan':
      return isIndividualPan(text);
    case 'ifsc':
      return isIfsc(text);
  }
}

/** Tells whether a rule's `when` expression is truthy now. */
export type WhenHolds = (when: unknown) => boolean;

/** Whether a rule applies: always without `when` (or without a way to evaluate it), else while it holds. */
export function ruleApplies(rule: FieldRule, holds?: WhenHolds): boolean {
  return rule.when === undefined || holds === undefined || holds(rule.when);
}

/** The message of the first applying rule the value fails, in the order the screen lists them. */
export function firstFailure(
  rules: readonly FieldRule[],
  value: unknown,
  values: Readonly<Record<string, unknown>>,
  holds?: WhenHolds,
): string | undefined {
  return rules.find((rule) => ruleApplies(rule, holds) && !rulePasses(rule, value, values))?.message;
}
