/**
 * Repayment end to end through the order engine's own 'repay' purpose (server/modules/orders):
 * a loan taken through the real endpoints, repaid on the sandbox page, settled by the notification.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { loanedOrder, productId, readyBorrower, stateOf } from '../orders/order-helpers.ts';
import { paymentsOfOrder, repay } from './payment-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("repayment through the order engine's purpose", () => {
  it('settles a loaned order when its repayment is paid on the sandbox page', async () => {
    const who = await readyBorrower(t.app, t.db);
    const order = await loanedOrder(t.app, who, {
      productId: await productId(t.db, 'rupee-flex'),
      borrowAmount: 3000,
    });
    expect(await stateOf(t.db, order.orderId)).toBe(6);

    const first = await repay(t.app, { token: who.token, orderId: order.orderId });
    expect(first.body.code).toBe(0);
    const again = await repay(t.app, { token: who.token, orderId: order.orderId });
    expect(again.body.data.paymentUrl).toBe(first.body.data.paymentUrl);
    const { rows } = await t.db.query<{ description: string; amount_paise: number }>(
      'SELECT description, amount_paise FROM payments WHERE order_id = $1',
      [order.orderId],
    );
    expect(rows).toEqual([
      { description: `Repayment of order ${order.orderNo}`, amount_paise: expect.any(Number) },
    ]);

    const page = await t.app.inject({ method: 'GET', url: first.body.data.paymentUrl });
    expect(page.body).toMatch(/<button[^>]*>Pay ₹\u00a0[\d,]+\.\d\d<\/button>/);
    const paid = await t.app.inject({
      method: 'POST',
      url: first.body.data.paymentUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=pay&callback=${encodeURIComponent(`/orders/${order.orderId}/detail`)}`,
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/orders/${order.orderId}/detail`);
    expect(await stateOf(t.db, order.orderId)).toBe(7);
    expect((await paymentsOfOrder(t.db, order.orderId)).map((p) => p.state)).toEqual(['captured']);

    // Settled: nothing more to pay, so no new payment.
    const after = await repay(t.app, { token: who.token, orderId: order.orderId });
    expect(after.body.code).not.toBe(0);
    expect(await paymentsOfOrder(t.db, order.orderId)).toHaveLength(1);
  });

  it("refuses another borrower's order", async () => {
    const owner = await readyBorrower(t.app, t.db);
    const order = await loanedOrder(t.app, owner, {
      productId: await productId(t.db, 'rupee-flex'),
      borrowAmount: 3000,
    });
    const other = await readyBorrower(t.app, t.db);
    const answer = await repay(t.app, { token: other.token, orderId: order.orderId });
    expect(answer.body.code).not.toBe(0);
    expect(answer.body.data).toBeNull();
    expect(await paymentsOfOrder(t.db, order.orderId)).toHaveLength(0);
  });
});
