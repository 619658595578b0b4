import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { borrowerWithOrder, notify, settlementsOf, useTestRepayPurpose } from './payment-fixtures.ts';

const webhookSecret = 'razorpay-webhook-secret-for-the-tests-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: 'rzp_test_secret',
      PAYMENT_WEBHOOK_SECRET: webhookSecret,
    },
  });
  await useTestRepayPurpose(t);
});
afterAll(() => t.close());

/** A pending Razorpay payment as startPayment leaves it (creating one would call Razorpay). */
async function pendingRazorpayPayment(amountPaise: number) {
  const borrower = await borrowerWithOrder(t, amountPaise);
  const providerRef = `plink_test${borrower.orderId}`;
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO payments (purpose, user_id, order_id, attempt_key, amount_paise, description, provider,
       provider_ref, payment_url, created_at, expires_at)
     VALUES ('repay', $1, $2, $3, $4, 'Repayment', 'razorpay', $5, 'https://rzp.io/i/test', now(), now() + interval '30 minutes')
     RETURNING id`,
    [borrower.userId, borrower.orderId, `repay:${borrower.orderId}`, amountPaise, providerRef],
  );
  return { paymentId: (rows[0] as { id: number }).id, providerRef };
}

function paidWebhook(providerRef: string, amountPaise: number): string {
  return JSON.stringify({
    entity: 'event',
    event: 'payment_link.paid',
    payload: {
      payment_link: {
        entity: { id: providerRef, amount: amountPaise, amount_paid: amountPaise, status: 'paid' },
      },
      payment: { entity: { id: 'pay_test', amount: amountPaise, status: 'captured' } },
    },
  });
}

describe('Razorpay notifications through POST /api1/payments/notify/razorpay', () => {
  it('settles a payment on a payment_link.paid webhook signed with X-Razorpay-Signature, once', async () => {
    const { paymentId, providerRef } = await pendingRazorpayPayment(250_000);
    const body = paidWebhook(providerRef, 250_000);
    const headers = {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', webhookSecret).update(body).digest('hex'),
      'x-razorpay-event-id': `evt_${providerRef}`,
    };
    const first = await notify(t, body, headers, 'razorpay');
    expect(first.body).toEqual({ code: 0, msg: 'success', data: { result: 'settled' } });
    const redelivered = await notify(t, body, headers, 'razorpay');
    expect(redelivered.body.data).toEqual({ result: 'duplicate' });
    expect(await settlementsOf(t.db, paymentId)).toBe(1);
  });

  it('refuses an unsigned webhook with 401', async () => {
    const { paymentId, providerRef } = await pendingRazorpayPayment(250_000);
    const answer = await notify(
      t,
      paidWebhook(providerRef, 250_000),
      { 'content-type': 'application/json' },
      'razorpay',
    );
    expect(answer.status).toBe(401);
    expect(await settlementsOf(t.db, paymentId)).toBe(0);
  });

  it('refuses a signed webhook whose link id could not be Razorpay’s (a NUL, a key of Object), storing nothing', async () => {
    for (const id of ['plink_a\u0000b', '__proto__ x', '']) {
      const body = paidWebhook(id, 250_000);
      const signature = createHmac('sha256', webhookSecret).update(body).digest('hex');
      const answer = await notify(
        t,
        body,
        {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': `evt_bad_${id.length}`,
        },
        'razorpay',
      );
      expect(answer.status).toBe(401);
    }
    const { rows } = await t.db.query(`SELECT 1 FROM payment_events WHERE event_id LIKE 'evt_bad_%'`);
    expect(rows).toEqual([]);
  });

  it('serves neither the sandbox page nor sandbox notifications', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api1/sandbox-pay/sbpay_any' });
    expect(page.statusCode).toBe(404);
    const sandbox = await notify(t, '{}', { 'content-type': 'application/json' }, 'sandbox');
    expect(sandbox.status).toBe(404);
  });
});
