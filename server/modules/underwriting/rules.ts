/**
 * The underwriting rules of DOMAIN.md, in order. Every rule is evaluated and its outcome stored
 * with the decision; the order is denied when any fails, and the first failure is its reason.
 */
import type { Readiness } from '../profile/readiness.ts';
import { rupeeText } from '../pricing/rupee-text.ts';

export interface UnderwritingFacts {
  readiness: Readiness;
  /** Full years on the day of the decision (IST), or null without a date of birth. */
  age: number | null;
  otherOrderInProgress: boolean;
  amountPaise: number;
  limitPaise: number;
}

export interface RuleOutcome {
  rule: string;
  passed: boolean;
  detail: string;
}

export interface UnderwritingDecision {
  decision: 'pass' | 'deny';
  /** The first failed rule, or 'all rules passed'. */
  reason: string;
  outcomes: RuleOutcome[];
}

const ADULT_AGE = 18;

type Rule = { name: string; check: (facts: UnderwritingFacts) => { passed: boolean; detail: string } };

function step(name: string, key: keyof Omit<Readiness, 'birthDate'>, what: string): Rule {
  return {
    name,
    check: (facts) => ({
      passed: facts.readiness[key],
      detail: `${what} ${facts.readiness[key] ? 'complete' : 'missing'}`,
    }),
  };
}

export const UNDERWRITING_RULES: readonly Rule[] = [
  step('kyc', 'kyc', 'Aadhaar and PAN verification'),
  step('face', 'face', 'face check'),
  step('basic', 'basic', 'basic information'),
  step('work', 'work', 'work information'),
  step('contacts', 'contacts', 'three emergency contacts'),
  step('bankCard', 'bankCard', 'bank account'),
  {
    name: 'age18',
    check: ({ age }) =>
      age === null
        ? { passed: false, detail: 'no date of birth' }
        : { passed: age >= ADULT_AGE, detail: `${age} years old` },
  },
  {
    name: 'oneOrderInProgress',
    check: ({ otherOrderInProgress }) => ({
      passed: !otherOrderInProgress,
      detail: otherOrderInProgress ? 'another order is in progress' : 'no other order in progress',
    }),
  },
  {
    name: 'withinLimit',
    check: ({ amountPaise, limitPaise }) => ({
      passed: amountPaise <= limitPaise,
      detail: `${rupeeText(amountPaise)} asked, limit ${rupeeText(limitPaise)}`,
    }),
  },
];

export function underwrite(facts: UnderwritingFacts): UnderwritingDecision {
  const outcomes = UNDERWRITING_RULES.map((rule) => ({ rule: rule.name, ...rule.check(facts) }));
  const failed = outcomes.find((outcome) => !outcome.passed);
  return {
    decision: failed ? 'deny' : 'pass',
    reason: failed ? failed.rule : 'all rules passed',
    outcomes,
  };
}
