// Where a gateway sends the borrower back after paying (decision 0072): the page they paid from,
// marked `from=payment`, as the app's own callbacks are. Razorpay's links take no callback from
// the app's URL, so the server gives the link this page when it makes it; the sandbox page shows
// the same when the app appended none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import {
  applyExtension,
  calcOk,
  daysLater,
  idsOf,
  loanWithDates,
  payOnSandbox,
} from '../extension/extension-helpers.ts';
import { loanedOrder, productId, readyBorrower, runJobs } from '../orders/order-helpers.ts';
import { repay } from './payment-fixtures.ts';

let t: TestApp;
let flex: number;
beforeAll(async () => {
  t = await createTestApp();
  flex = await productId(t.db, 'rupee-flex');
});
afterAll(() => t.close());

async function gatewayCallbackOf(orderId: number): Promise<string[]> {
  const { rows } = await t.db.query<{ callback_url: string }>(
    `SELECT g.callback_url FROM sandbox_gateway_payments g
     JOIN payments p ON p.provider_ref = g.provider_ref WHERE p.order_id = $1 ORDER BY p.id`,
    [orderId],
  );
  return rows.map((row) => row.callback_url);
}

describe('the page a gateway sends the borrower back to', () => {
  it('is the order’s detail after a repayment', async () => {
    const who = await readyBorrower(t.app, t.db);
    const { orderId } = await loanedOrder(t.app, who, { productId: flex, borrowAmount: 1000 });
    const link = await repay(t.app, { token: who.token, orderId });
    expect(link.body.code).toBe(0);
    const page = `/orders/${orderId}/detail?from=payment`;
    expect(await gatewayCallbackOf(orderId)).toEqual([page]);
    expect(await payOnSandbox(t.app, link.body.data.paymentUrl)).toBe(page);
  });

  it('is the order’s extension page after an extension’s fee', async () => {
    const who = await readyBorrower(t.app, t.db);
    const order = await loanWithDates(t, who, flex, 3000);
    await daysLater(t.app, who, 94);
    await runJobs(t.app);
    const link = await applyExtension(t.app, who, idsOf(await calcOk(t.app, who, order.orderId)));
    expect(link.body.code).toBe(0);
    const page = `/orders/${order.orderId}/extension?from=payment`;
    expect(await gatewayCallbackOf(order.orderId)).toEqual([page]);
    expect(await payOnSandbox(t.app, link.body.data.paymentUrl)).toBe(page);
  });
});
