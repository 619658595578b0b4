/**
 * A Razorpay link the app no longer offers is cancelled at Razorpay (decision 0079): until then it
 * could still be paid, and a borrower who paid both it and its successor paid twice. Razorpay's
 * network is answered here by the test.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import {
  borrowerWithOrder,
  paymentsOfOrder,
  RAZORPAY_TEST_ENV,
  repay,
  useTestRepayPurpose,
} from './payment-fixtures.ts';
import { razorpayNetwork } from './razorpay-network.ts';

type Answer = (url: string, init: RequestInit) => Promise<Response>;
let answer: Answer = () => Promise.reject(new Error('no answer set'));

let t: TestApp;
beforeAll(async () => {
  // Before the app, as the repayment route makes its gateway when it is registered.
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => answer(url, init));
  t = await createTestApp({
    env: RAZORPAY_TEST_ENV,
  });
  await useTestRepayPurpose(t);
});
afterAll(async () => {
  await t.close();
  vi.unstubAllGlobals();
});

/** Answers Razorpay's API: links made in turn, and a cancel as `cancelStatus` says. */
function razorpayAnswering(cancelStatus = 200) {
  const network = razorpayNetwork({ cancelStatus });
  answer = network.fetch;
  return network.calls;
}

const basic = `Basic ${Buffer.from('rzp_test_key:rzp_test_secret').toString('base64')}`;

/** A borrower with a link for ₹3,000 who then owes ₹3,001.50 and asks again. */
async function linkThenNewAmount() {
  const me = await borrowerWithOrder(t, 300_000);
  const before = await repay(t.app, me);
  await t.db.query('UPDATE orders SET repayment_amount_paise = $2 WHERE id = $1', [me.orderId, 300_150]);
  const after = await repay(t.app, me);
  return { me, before, after, payments: await paymentsOfOrder(t.db, me.orderId) };
}

describe('a Razorpay link taken out of offer', () => {
  it('is cancelled at Razorpay once its successor is made', async () => {
    const calls = razorpayAnswering();
    const { before, after, payments } = await linkThenNewAmount();
    expect(after.body).toMatchObject({ code: 0 });
    expect(after.body.data.paymentUrl).not.toBe(before.body.data.paymentUrl);
    const [old] = payments;
    expect(calls).toMatchObject([
      { method: 'POST', url: 'https://api.razorpay.com/v1/payment_links', authorization: basic },
      { method: 'POST', url: 'https://api.razorpay.com/v1/payment_links', authorization: basic },
      {
        method: 'POST',
        url: `https://api.razorpay.com/v1/payment_links/${old!.provider_ref}/cancel`,
        authorization: basic,
      },
    ]);
  });

  it('still gives the borrower the new link when Razorpay refuses the cancel', async () => {
    const calls = razorpayAnswering(400);
    const { after, payments } = await linkThenNewAmount();
    expect(after.body).toMatchObject({
      code: 0,
      data: { paymentUrl: expect.stringMatching(/^https:\/\/rzp\.io\//) },
    });
    expect(payments.map((p) => p.state)).toEqual(['superseded', 'pending']);
    expect(calls.at(-1)?.url).toMatch(/\/cancel$/);
  });
});
