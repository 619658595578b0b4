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

describe('evaluate, the same expression objects again', () => {
  const cases = table.cases as Case[];

  it.each(cases.map((c) => [c.name, c] as const))(
    '%s: same value and problems the second time',
    (_name, c) => {
      const scope = c.scope ?? (table.scope as Scope);
      const runs = [0, 1].map(() => {
        const problems: ExpressionProblem[] = [];
        const value = evaluate(c.expression, scope, (p) => problems.push(p));
        return { value, problems: problems.length };
      });
      expect(runs[1]).toEqual(runs[0]);
    },
  );

  it('reads the scope it is given each time, not the first one', () => {
    const expression = {
      label: { $fn: 'concat', args: ['Due ', { $fn: 'money', args: [{ $bind: 'data.order.amount' }] }] },
      late: { $gt: [{ $bind: 'data.order.overdueDays' }, 0] },
      text: 'Order {{data.order.orderNo}}',
    };
    const first = evaluate(expression, { data: { order: { amount: 5000, overdueDays: 0, orderNo: 'A1' } } });
    const second = evaluate(expression, {
      data: { order: { amount: 123456.789, overdueDays: 3, orderNo: 'B2' } },
    });
    expect(first).toEqual({ label: 'Due 5,000', late: false, text: 'Order A1' });
    expect(second).toEqual({ label: 'Due 1,23,456.79', late: true, text: 'Order B2' });
  });

  it('gives a new object each time, so a widget never sees its props change in place', () => {
    const expression = { label: { $bind: 'data.name' } };
    const first = evaluate(expression, { data: { name: 'Asha' } });
    const second = evaluate(expression, { data: { name: 'Asha' } });
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
  });
});
