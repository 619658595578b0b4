/**
 * Applications racing (tests/server/modules/orders/apply.test.ts covers 20 identical ones): 20
 * different applications of one borrower at once, and applications racing the settlement that
 * performs the borrower's reserved next loan. Whatever wins, the borrower has one order in progress.
 */
import { describe, expect, it } from 'vitest';
import { apiPost } from '../helpers/api.ts';
import { countRows } from '../helpers/db-rows.ts';
import { apply, loanedOrder, readyBorrower } from '../modules/orders/order-helpers.ts';
import { paymentsOfOrder, repay } from '../modules/payments/payment-fixtures.ts';
import { notifyPayment } from './helpers/money-flow.ts';
import { race } from './helpers/race-app.ts';
import { useRaceWorld } from './helpers/race-world.ts';

const world = useRaceWorld();

const AMOUNTS = [1000, 2000, 3000, 4000, 5000];

async function ordersOf(userId: number) {
  const { rows } = await world.t.db.query<{
    id: number;
    order_no: string;
    state: number;
    loan_amount_paise: number;
  }>('SELECT id, order_no, state, loan_amount_paise FROM orders WHERE user_id = $1 ORDER BY id', [userId]);
  return rows;
}

describe('applications racing', () => {
  it('makes one order from 20 simultaneous applications for different amounts', async () => {
    const me = await readyBorrower(world.t.app, world.t.db);

    const answers = await race(20, (index) =>
      apply(world.t.app, me, { productId: world.flex, borrowAmount: AMOUNTS[index % AMOUNTS.length]! }),
    );

    const [order, ...others] = await ordersOf(me.userId);
    expect(others).toEqual([]);
    for (const answer of answers) {
      if (answer.body.code === 0) expect(answer.body.data.orderId).toBe(order!.id);
      else
        expect(answer.body).toEqual({
          code: 5008,
          msg: `You already have a loan in progress (order ${order!.order_no}). Please finish it before applying again.`,
          data: null,
        });
    }
    // The application that won is answered, and every retry of that same application too.
    const won = AMOUNTS.indexOf(order!.loan_amount_paise / 100);
    expect(answers.filter((answer) => answer.body.code === 0)).toHaveLength(4);
    expect(
      answers.every((answer, index) => (answer.body.code === 0) === (index % AMOUNTS.length === won)),
    ).toBe(true);
    expect(
      await countRows(world.t.db, 'jobs', `kind = 'orders.audit' AND payload->>'orderId' = $1`, [
        String(order!.id),
      ]),
    ).toBe(1);
  });

  it('keeps one order in progress when applications race the settlement that applies the reserved loan', async () => {
    const me = await readyBorrower(world.t.app, world.t.db);
    const first = await loanedOrder(world.t.app, me, { productId: world.flex, borrowAmount: 3000 });
    const reserved = await apiPost(
      world.t.app,
      '/order/v1/reapply',
      { cardId: me.cardId, borrowAmount: 2000, orderNo: first.orderNo },
      { token: me.token },
    );
    expect(reserved.body.code).toBe(0);
    expect((await repay(world.t.app, { token: me.token, orderId: first.orderId })).body.code).toBe(0);
    const [payment] = await paymentsOfOrder(world.t.db, first.orderId);

    const [capture, applications] = await Promise.all([
      notifyPayment(world.t, payment!),
      race(20, (index) =>
        apply(world.t.app, me, { productId: world.flex, borrowAmount: index % 2 === 0 ? 2000 : 4000 }),
      ),
    ]);

    expect(capture.body).toMatchObject({ code: 0, data: { result: 'settled' } });
    const orders = await ordersOf(me.userId);
    expect(orders.map((order) => order.state)).toEqual([7, 1]);
    const next = orders[1]!;
    // The reservation made the next order, unless an application got in first: either way, one.
    const { rows } = await world.t.db.query<{ new_order_id: number | null; refusal: string | null }>(
      'SELECT new_order_id, refusal FROM order_reapplies WHERE order_id = $1',
      [first.orderId],
    );
    if (rows[0]!.new_order_id !== null) expect(rows[0]!.new_order_id).toBe(next.id);
    else expect(rows[0]!.refusal).toContain(next.order_no);
    for (const answer of applications) {
      if (answer.body.code === 0) expect(answer.body.data.orderId).toBe(next.id);
      else expect([5008]).toContain(answer.body.code);
    }
  });
});
