import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost } from '../../helpers/api.ts';
import { countRows } from '../../helpers/db-rows.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import {
  borrowerWithOrder,
  paymentsOfOrder,
  repay,
  sandboxEvent,
  settlementsOf,
  signedSandbox,
  notify,
  useTestRepayPurpose,
} from './payment-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await useTestRepayPurpose(t);
});
afterAll(() => t.close());

const sandboxUrl = /^\/api1\/sandbox-pay\/sbpay_[A-Za-z0-9_-]{20,}$/;

describe('POST /api1/pay-order/v1/repay', () => {
  it('answers the sandbox payment page for what the borrower owes, as a pending payment', async () => {
    const me = await borrowerWithOrder(t, 512_329);
    const answer = await repay(t.app, me);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 0,
      msg: 'success',
      data: { paymentUrl: expect.stringMatching(sandboxUrl) },
    });
    const payments = await paymentsOfOrder(t.db, me.orderId);
    expect(payments).toEqual([
      {
        id: expect.any(Number),
        state: 'pending',
        amount_paise: 512_329,
        provider_ref: answer.body.data.paymentUrl.split('/').pop(),
        payment_url: answer.body.data.paymentUrl,
      },
    ]);
  });

  it('answers the same payment to a double tap and to a retry, never a second one', async () => {
    const me = await borrowerWithOrder(t);
    const [first, second] = await Promise.all([repay(t.app, me), repay(t.app, me)]);
    const retry = await repay(t.app, me);
    expect(first.body.code).toBe(0);
    expect(second.body.data.paymentUrl).toBe(first.body.data.paymentUrl);
    expect(retry.body.data.paymentUrl).toBe(first.body.data.paymentUrl);
    expect(await paymentsOfOrder(t.db, me.orderId)).toHaveLength(1);
  });

  it("refuses another borrower's order and creates nothing", async () => {
    const owner = await borrowerWithOrder(t);
    const other = await borrowerWithOrder(t);
    const answer = await repay(t.app, { token: other.token, orderId: owner.orderId });
    expect(answer.body).toEqual({ code: 5104, msg: 'There is nothing to pay for this order.', data: null });
    expect(await paymentsOfOrder(t.db, owner.orderId)).toHaveLength(0);
  });

  it('answers -4 without a sign-in and a field message without an order id', async () => {
    const me = await borrowerWithOrder(t);
    const signedOut = await apiPost(t.app, '/pay-order/v1/repay', { orderId: me.orderId });
    expect(signedOut.body.code).toBe(-4);
    const noOrder = await apiPost(t.app, '/pay-order/v1/repay', {}, { token: me.token });
    expect(noOrder.body).toEqual({ code: 1001, msg: 'Please choose the order to repay.', data: null });
    expect(await paymentsOfOrder(t.db, me.orderId)).toHaveLength(0);
  });

  it('offers a new payment when the amount owed changed, retiring the old link and closing it at the gateway', async () => {
    const me = await borrowerWithOrder(t, 300_000);
    const before = await repay(t.app, me);
    await t.db.query('UPDATE orders SET repayment_amount_paise = $2 WHERE id = $1', [me.orderId, 300_150]);
    const after = await repay(t.app, me);
    expect(after.body.data.paymentUrl).not.toBe(before.body.data.paymentUrl);
    const payments = await paymentsOfOrder(t.db, me.orderId);
    expect(payments.map((p) => [p.state, p.amount_paise])).toEqual([
      ['superseded', 300_000],
      ['pending', 300_150],
    ]);
    // The old link can no longer be paid, so the borrower cannot pay twice (decision 0079).
    const payOn = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=pay',
      });
    const old = await payOn(before.body.data.paymentUrl);
    expect(old.statusCode).toBe(409);
    expect(old.body).toContain('Payment link cancelled');
    expect((await payOn(after.body.data.paymentUrl)).statusCode).toBe(303);
    expect(await settlementsOf(t.db, payments[1]!.id)).toBe(1);
    expect(await settlementsOf(t.db, payments[0]!.id)).toBe(0);
  });

  it('expires a payment left pending past its window; the next tap gets a new one', async () => {
    const me = await borrowerWithOrder(t);
    const before = await repay(t.app, me);
    await apiPost(t.app, '/dev/clock', { advanceMinutes: 29 });
    await apiPost(t.app, '/dev/jobs/run');
    expect((await paymentsOfOrder(t.db, me.orderId)).map((p) => p.state)).toEqual(['pending']);
    expect((await repay(t.app, me)).body.data.paymentUrl).toBe(before.body.data.paymentUrl);

    await apiPost(t.app, '/dev/clock', { advanceMinutes: 2 });
    await apiPost(t.app, '/dev/jobs/run');
    expect((await paymentsOfOrder(t.db, me.orderId)).map((p) => p.state)).toEqual(['expired']);
    const after = await repay(t.app, me);
    expect(after.body.data.paymentUrl).not.toBe(before.body.data.paymentUrl);
    expect((await paymentsOfOrder(t.db, me.orderId)).map((p) => p.state)).toEqual(['expired', 'pending']);
  });

  it('starts a new payment after a failed one, and none once the order is paid', async () => {
    const me = await borrowerWithOrder(t);
    await repay(t.app, me);
    const [first] = await paymentsOfOrder(t.db, me.orderId);
    if (!first) throw new Error('no payment');
    const failed = signedSandbox(t, sandboxEvent(first.provider_ref, first.amount_paise, 'payment.failed'));
    await notify(t, failed.body, failed.headers);
    const again = await repay(t.app, me);
    expect(again.body.data.paymentUrl).not.toBe(first.payment_url);

    const [, second] = await paymentsOfOrder(t.db, me.orderId);
    if (!second) throw new Error('no second payment');
    const paid = signedSandbox(t, sandboxEvent(second.provider_ref, second.amount_paise));
    await notify(t, paid.body, paid.headers);
    // The test purpose, like the order engine's, owes nothing on a settled order.
    await t.db.query('UPDATE orders SET state = 7 WHERE id = $1', [me.orderId]);
    expect((await repay(t.app, me)).body.code).toBe(5104);
    expect(await countRows(t.db, 'payments', 'order_id = $1', [me.orderId])).toBe(2);
  });

  it('answers PAYMENT_UNAVAILABLE (503) while no module takes repayments', async () => {
    const me = await borrowerWithOrder(t);
    const purpose = t.app.paymentPurposes.get('repay');
    t.app.paymentPurposes.delete('repay');
    try {
      const answer = await repay(t.app, me);
      expect(answer.status).toBe(503);
      expect(answer.body.code).toBe(5105);
    } finally {
      if (purpose) t.app.paymentPurposes.set('repay', purpose);
    }
  });
});
