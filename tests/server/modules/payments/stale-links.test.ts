/**
 * A borrower with two phones (or two tabs) and two payment pages open for one order (decision
 * 0102): once one is paid, the other was quoted on what the order owed before, and paying it
 * charged money nobody owed (kept as excess for an operator to refund). Now the other link is taken
 * out of offer as the capture is settled, and closed at the gateway; the next tap quotes anew.
 * Rupee Flex ₹3,000 for 91 days, 3 days overdue on day 94.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { productId, readyBorrower, runJobs, stateOf, type Borrower } from '../orders/order-helpers.ts';
import { applyExtension, calcOk, daysLater, idsOf, loanWithDates } from '../extension/extension-helpers.ts';
import { staleLinksAfterCapture } from '../../../../server/modules/payments/stale-links.ts';
import { paymentsOfOrder, repay } from './payment-fixtures.ts';

let t: TestApp;
let flex: number;
beforeAll(async () => {
  t = await createTestApp();
  flex = await productId(t.db, 'rupee-flex');
});
afterAll(() => t.close());

/** A loan 3 days overdue with both an extension page and a repayment page open for it. */
async function twoPagesOpen() {
  const me: Borrower = await readyBorrower(t.app, t.db);
  const order = await loanWithDates(t, me, flex, 3000);
  await daysLater(t.app, me, 94);
  await runJobs(t.app);
  const extension = await applyExtension(t.app, me, idsOf(await calcOk(t.app, me, order.orderId)));
  const repayment = await repay(t.app, { token: me.token, orderId: order.orderId });
  expect([extension.body.code, repayment.body.code]).toEqual([0, 0]);
  return {
    me,
    orderId: order.orderId,
    extensionUrl: extension.body.data.paymentUrl,
    repaymentUrl: repayment.body.data.paymentUrl,
  };
}

/** Pays the sandbox page as the borrower would: 303 to the app when paid, 409 when not payable. */
async function pay(paymentUrl: string): Promise<number> {
  const answer = await t.app.inject({
    method: 'POST',
    url: paymentUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'outcome=pay',
  });
  return answer.statusCode;
}

async function repaidPaise(orderId: number): Promise<number> {
  const { rows } = await t.db.query<{ paid: number }>(
    'SELECT COALESCE(sum(amount_paise), 0)::bigint AS paid FROM order_repayments WHERE order_id = $1',
    [orderId],
  );
  return Number(rows[0]?.paid ?? 0);
}

describe('a second payment page of the same order', () => {
  it('is no longer payable once the loan was repaid on the first', async () => {
    const { orderId, extensionUrl, repaymentUrl } = await twoPagesOpen();
    expect(await pay(repaymentUrl)).toBe(303);
    expect(await stateOf(t.db, orderId)).toBe(7);
    const repaid = await repaidPaise(orderId);

    // The extension's page, left open on the other phone: closed, and nothing more is taken.
    expect(await pay(extensionUrl)).toBe(409);
    expect(await repaidPaise(orderId)).toBe(repaid);
    const states = (await paymentsOfOrder(t.db, orderId)).map((payment) => payment.state);
    expect(states).toEqual(['superseded', 'captured']);
  });

  it('is no longer payable once the extension was paid on the first, and the next tap quotes anew', async () => {
    const { me, orderId, extensionUrl, repaymentUrl } = await twoPagesOpen();
    const [, oldRepayment] = await paymentsOfOrder(t.db, orderId);
    expect(await pay(extensionUrl)).toBe(303);
    expect(await stateOf(t.db, orderId)).toBe(11);

    // The repayment's page quoted the loan before its interest and fees were paid with the fee.
    expect(await pay(repaymentUrl)).toBe(409);
    const again = await repay(t.app, { token: me.token, orderId });
    expect(again.body.code).toBe(0);
    expect(again.body.data.paymentUrl).not.toBe(repaymentUrl);
    const [, old, fresh] = await paymentsOfOrder(t.db, orderId);
    expect(old).toMatchObject({ id: oldRepayment!.id, state: 'superseded' });
    expect(fresh!.state).toBe('pending');
    expect(fresh!.amount_paise).toBeLessThan(oldRepayment!.amount_paise);

    // The job enqueued with the capture, as after a stop, leaves the new link alone.
    await runJobs(t.app);
    expect((await paymentsOfOrder(t.db, orderId))[2]!.state).toBe('pending');
    expect(await pay(again.body.data.paymentUrl)).toBe(303);
    expect(await stateOf(t.db, orderId)).toBe(7);
  });

  it('is taken out of offer by the job enqueued with the capture, when the server stopped before', async () => {
    const { orderId, extensionUrl } = await twoPagesOpen();
    const [extension, repayment] = await paymentsOfOrder(t.db, orderId);
    // The capture's transaction named the other link and enqueued the job; then the process stopped.
    await t.db.transaction((tx) =>
      staleLinksAfterCapture(tx, { paymentId: repayment!.id, orderId }, new Date()),
    );
    expect((await paymentsOfOrder(t.db, orderId))[0]!.state).toBe('pending');
    await runJobs(t.app);
    expect((await paymentsOfOrder(t.db, orderId)).map((payment) => payment.state)).toEqual([
      'superseded',
      'pending',
    ]);
    expect(extension!.state).toBe('pending');
    expect(await pay(extensionUrl)).toBe(409);
  });
});
