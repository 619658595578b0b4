import { describe, expect, it } from 'vitest';
import table from './cases.json';
import { evaluate } from './evaluate.ts';
import type { ExpressionProblem, Scope } from './scope.ts';

interface Case {
  name: string;
  expression: unknown;
  scope?: Scope;
  /** Absent when the expression evaluates to undefined. */
  expected?: unknown;
  /** Whether the expression is a defect that must be reported. */
  problem?: boolean;
}

describe('evaluate (cases.json)', () => {
  const cases = table.cases as Case[];

  it('has a real table of cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const problems: ExpressionProblem[] = [];
    const value = evaluate(c.expression, c.scope ?? (table.scope as Scope), (p) => problems.push(p));
    if ('expected' in c) expect(value).toEqual(c.expected);
    else expect(value).toBeUndefined();
    if (c.problem) expect(problems.length).toBeGreaterThan(0);
    else expect(problems).toEqual([]);
  });
});
