import { describe, expect, it } from 'vitest';
import { collectPaths, isExpression } from './collect-paths.ts';
import { collectExpressionProblems } from './collect-problems.ts';

describe('collectPaths', () => {
  it('lists $bind paths and template paths with the pointer of the string holding them', () => {
    const node = {
      type: 'Button',
      props: {
        label: 'Repayment ₹ {{ data.order.repaymentAmount }}',
        disabled: { $not: { $bind: 'form.login.phone' } },
      },
      visible: { $eq: [{ $bind: 'data.home.userType' }, 0] },
      onPress: [
        {
          action: 'navigate',
          to: '/orders/{{result.orderId}}/detail',
          query: { pid: { $bind: 'route.query.pid' } },
        },
      ],
    };
    expect(collectPaths(node, '/body/3')).toEqual([
      { path: 'data.order.repaymentAmount', pointer: '/body/3/props/label' },
      { path: 'form.login.phone', pointer: '/body/3/props/disabled/$not/$bind' },
      { path: 'data.home.userType', pointer: '/body/3/visible/$eq/0/$bind' },
      { path: 'result.orderId', pointer: '/body/3/onPress/0/to' },
      { path: 'route.query.pid', pointer: '/body/3/onPress/0/query/pid/$bind' },
    ]);
  });

  it('reads paths inside $fn arguments and escapes pointer tokens', () => {
    const props = { 'a/b': { $fn: 'money', args: [{ $bind: 'item.amount' }] } };
    expect(collectPaths(props, '')).toEqual([{ path: 'item.amount', pointer: '/a~1b/args/0/$bind' }]);
  });

  it('skips placeholders and binds that are not paths', () => {
    expect(collectPaths(['{{ money(x) }}', 'a {{b', { $bind: 'x..y' }], '')).toEqual([]);
  });
});

describe('isExpression', () => {
  it.each([
    [{ $bind: 'data.a' }, true],
    [{ $nope: 1 }, true],
    ['Order {{route.params.id}}', true],
    ['/orders', false],
    [{ action: 'back' }, false],
    [[{ $bind: 'a' }], false],
    [5, false],
    [null, false],
  ])('%j -> %s', (value, expected) => {
    expect(isExpression(value)).toBe(expected);
  });
});

describe('collectExpressionProblems', () => {
  it('finds the defects the evaluator would report, where they are', () => {
    const props = {
      ok: { $fn: 'money', args: [{ $bind: 'data.a' }] },
      unknownFn: { $fn: 'sum', args: [1] },
      nested: { $and: [true, { $gt: [1] }] },
      text: 'x {{ 1 + 1 }}',
    };
    expect(collectExpressionProblems(props, '/props')).toEqual([
      { pointer: '/props/unknownFn', message: '$fn: unknown function "sum"' },
      { pointer: '/props/nested/$and/1', message: '$gt: expects an array of 2 operands' },
      { pointer: '/props/text', message: '"{{ 1 + 1 }}" is not a {{path}} placeholder' },
    ]);
  });
});
