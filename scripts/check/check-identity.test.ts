import { describe, expect, it } from 'vitest';
import { problemsIn } from './fixture-dirs.ts';

const DIR = 'scripts/check/fixtures/screens-identity';

describe('check (b): file names are ids, ids and routes are unique', () => {
  it('reports an id that differs from the file name, a repeated id and a route another screen has', () => {
    expect(problemsIn('screens-identity')).toEqual([
      `${DIR}/order-again.json /id: the id "order" differs from the file name. Expected "order-again" (or rename the file to order.json).`,
      `${DIR}/order.json /id: the id "order" is already the id of ${DIR}/order-again.json. Expected a unique id.`,
      `${DIR}/order.json /route/path: the route "/orders/:id" is already the route of ${DIR}/order-again.json ("/orders/:orderId"). Expected a route no other screen has.`,
      `${DIR}/right-name.json /id: the id "wrong-name" differs from the file name. Expected "right-name" (or rename the file to wrong-name.json).`,
    ]);
  });
});
