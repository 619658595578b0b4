import { describe, expect, it } from 'vitest';
import { problemsIn } from './fixture-dirs.ts';

const FILE = 'scripts/check/fixtures/screens-navigation/navigation.json';

describe('check (g): literal navigate targets are routes of screens', () => {
  it('accepts paths matching a route pattern and reports the others', () => {
    // Targets 0-2 are fine: a path of /orders/:id/detail with a query, a template and an expression.
    expect(problemsIn('screens-navigation')).toEqual([
      `${FILE} /body/0/onPress/3/to: "/orders/12/detial" is not the route of any screen. Expected one of the routes under /orders: /orders, /orders/:id/detail.`,
      `${FILE} /body/0/onPress/4/to: "/ordres" is not the route of any screen. Did you mean "/orders"?`,
      `${FILE} /body/0/onPress/5/to: "https://example.com/pay" leaves the app. Expected a route of the app, or a "redirect" action for other sites.`,
      `${FILE} /body/0/onPress/6/to: "orders" is not a route. Expected a path starting with /, e.g. "/orders".`,
    ]);
  });
});
