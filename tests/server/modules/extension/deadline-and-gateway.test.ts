/**
 * An extension's fee must be paid within 24 hours of the request, and Razorpay keeps a payment
 * link open for at least 16 minutes whatever it is asked (decision 0078). A link made with less
 * than that left would take the fee after the window, when it can only count as a repayment: the
 * borrower charged for an extension they do not get. Razorpay's network is answered here by the
 * test; the server's clock is the development clock.
 * Rupee Flex ₹3,000 for 91 days, asked on day 88: fee ₹456.99.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { countRows } from '../../helpers/db-rows.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { advance, productId, readyBorrower, signInAgain } from '../orders/order-helpers.ts';
import { RAZORPAY_TEST_ENV } from '../payments/payment-fixtures.ts';
import { razorpayNetwork } from '../payments/razorpay-network.ts';
import {
  applyExtension,
  calcOk,
  extensionPaymentOf,
  giveUp,
  idsOf,
  loanWithDates,
} from './extension-helpers.ts';

let t: TestApp;
let flex: number;
beforeAll(async () => {
  t = await createTestApp({
    env: RAZORPAY_TEST_ENV,
  });
  flex = await productId(t.db, 'rupee-flex');
});
afterAll(() => t.close());
afterEach(() => vi.unstubAllGlobals());

/** Answers Razorpay's payment-link API as it does, and keeps the links asked for. */
function razorpayAnswering() {
  const network = razorpayNetwork();
  vi.stubGlobal('fetch', network.fetch);
  return network;
}

/** A borrower on day 88 of a ₹3,000 loan, with an extension request opened then, `left` before its window ends. */
async function requestWith(left: { minutes: number }) {
  const me = await readyBorrower(t.app, t.db);
  const order = await loanWithDates(t, me, flex, 3000);
  await advance(t.app, { advanceDays: 88 });
  await signInAgain(t.app, me);
  const extension = await calcOk(t.app, me, order.orderId);
  await advance(t.app, { advanceMinutes: 24 * 60 - left.minutes });
  return { me, order, extension };
}

describe('an extension fee and a gateway whose links stay open at least 16 minutes', () => {
  it('makes no link with 10 minutes left, says what to do, and a new request can then be paid', async () => {
    const network = razorpayAnswering();
    const { me, order, extension } = await requestWith({ minutes: 10 });
    const refused = await applyExtension(t.app, me, idsOf(extension));
    expect(refused.body).toEqual({
      code: 5107,
      msg: 'Too little time is left before this request ends to open a payment page. Please abandon the request and open it again.',
      data: null,
    });
    expect(network.calls).toEqual([]);
    expect(await countRows(t.db, 'payments', 'order_id = $1', [order.orderId])).toBe(0);

    // As the message says: abandoned, opened again, with 24 hours to pay.
    expect((await giveUp(t.app, me, idsOf(extension))).body.code).toBe(0);
    const again = await calcOk(t.app, me, order.orderId);
    expect(again.extensionId).not.toBe(extension.extensionId);
    const link = await applyExtension(t.app, me, idsOf(again));
    expect(link.body).toMatchObject({
      code: 0,
      data: { paymentUrl: expect.stringMatching(/^https:\/\/rzp\.io\/i\//) },
    });
    expect(network.linksAsked()).toHaveLength(1);
    expect(await extensionPaymentOf(t.db, again.extensionId)).toMatchObject({
      state: 'pending',
      amount_paise: Math.round(again.extensionFee * 100),
    });
  });

  it('makes the link with 20 minutes left, closing when the window ends', async () => {
    const network = razorpayAnswering();
    const { me, extension } = await requestWith({ minutes: 20 });
    const link = await applyExtension(t.app, me, idsOf(extension));
    expect(link.body.code).toBe(0);
    const payBy = new Date(extension.payBy).getTime();
    expect(network.linksAsked()).toHaveLength(1);
    expect(network.linksAsked()[0]!.expire_by).toBe(Math.ceil(payBy / 1000));
  });
});
