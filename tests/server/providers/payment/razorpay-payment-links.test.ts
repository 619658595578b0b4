import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../../../server/db/db.ts';
import {
  RAZORPAY_API_URL,
  razorpayPaymentLinks,
} from '../../../../server/providers/payment/razorpay-payment-links.ts';
import { recordingFetch, type RecordedCall } from '../../helpers/recording-fetch.ts';

const webhookSecret = 'razorpay-webhook-secret-of-32-characters-or-more';
const now = new Date('2026-03-01T10:00:00Z');
// The provider ignores the transaction (a remote gateway keeps its own records).
const noTx = {} as Queryable;

function gateway(answer: { status: number; body: string }) {
  const { fetch: fakeFetch, calls } = recordingFetch(answer);
  const provider = razorpayPaymentLinks({
    keyId: 'rzp_test_key',
    keySecret: 'rzp_test_secret',
    webhookSecret,
    fetch: fakeFetch,
    now: () => now,
  });
  return { provider, calls };
}

const newPayment = {
  paymentId: 42,
  amountPaise: 512_329,
  description: 'Repayment of order LN2611210001',
  callbackUrl: 'https://loans.example.in/orders',
  expiresAt: new Date(now.getTime() + 30 * 60_000),
};

describe('Razorpay payment links: creating a link', () => {
  it('POSTs the amount in paise with basic auth and answers the link id and short URL', async () => {
    const { provider, calls } = gateway({
      status: 200,
      body: JSON.stringify({ id: 'plink_Abc123', short_url: 'https://rzp.io/i/xyz', status: 'created' }),
    });
    const created = await provider.createPayment(noTx, newPayment);
    expect(created).toEqual({ providerRef: 'plink_Abc123', url: 'https://rzp.io/i/xyz' });

    expect(calls).toHaveLength(1);
    const call = calls[0] as RecordedCall;
    expect(call.url).toBe(RAZORPAY_API_URL);
    expect(call.init.method).toBe('POST');
    const headers = call.init.headers as Record<string, string>;
    expect(headers.authorization).toBe(
      `Basic ${Buffer.from('rzp_test_key:rzp_test_secret').toString('base64')}`,
    );
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(call.init.body))).toEqual({
      amount: 512_329,
      currency: 'INR',
      accept_partial: false,
      reference_id: 'payment_42',
      description: 'Repayment of order LN2611210001',
      expire_by: Math.ceil(newPayment.expiresAt.getTime() / 1000),
      notes: { payment_id: '42' },
      notify: { sms: false, email: false },
      reminder_enable: false,
      callback_url: 'https://loans.example.in/orders',
      callback_method: 'get',
    });
  });

  it('keeps the link open at least the 16 minutes Razorpay requires, and omits a relative callback', async () => {
    const { provider, calls } = gateway({
      status: 200,
      body: '{"id":"plink_1","short_url":"https://rzp.io/i/1"}',
    });
    await provider.createPayment(noTx, {
      ...newPayment,
      callbackUrl: '/orders',
      expiresAt: new Date(now.getTime() + 5 * 60_000),
    });
    const sent = JSON.parse(String((calls[0] as RecordedCall).init.body)) as Record<string, unknown>;
    expect(sent.expire_by).toBe(Math.ceil((now.getTime() + 16 * 60_000) / 1000));
    expect(sent).not.toHaveProperty('callback_url');
  });

  it('rejects when Razorpay refuses, naming the status and its message', async () => {
    const { provider } = gateway({
      status: 400,
      body: '{"error":{"code":"BAD_REQUEST_ERROR","description":"reference_id already exists"}}',
    });
    await expect(provider.createPayment(noTx, newPayment)).rejects.toThrow(
      /HTTP 400: .*reference_id already exists/,
    );
  });

  it('rejects an answer without a link', async () => {
    const { provider } = gateway({ status: 200, body: '{"id":"plink_1"}' });
    await expect(provider.createPayment(noTx, newPayment)).rejects.toThrow('no id or short_url');
  });
});

function webhook(event: string, link: Record<string, unknown>, payment?: Record<string, unknown>) {
  return Buffer.from(
    JSON.stringify({
      entity: 'event',
      account_id: 'acc_test',
      event,
      contains: ['payment_link', 'payment'],
      payload: {
        payment_link: { entity: link },
        ...(payment ? { payment: { entity: payment } } : {}),
      },
      created_at: 1772359200,
    }),
  );
}

function signed(body: Buffer, extra: Record<string, string> = {}) {
  return {
    'content-type': 'application/json',
    'x-razorpay-signature': createHmac('sha256', webhookSecret).update(body).digest('hex'),
    ...extra,
  };
}

describe('Razorpay payment links: reading a webhook', () => {
  const { provider } = gateway({ status: 200, body: '{}' });
  const paidBody = webhook(
    'payment_link.paid',
    { id: 'plink_Abc123', amount: 512_329, amount_paid: 512_329, status: 'paid', reference_id: 'payment_42' },
    { id: 'pay_Xyz', amount: 512_329, status: 'captured' },
  );

  it('maps payment_link.paid to a capture, de-duplicated by X-Razorpay-Event-Id', () => {
    expect(
      provider.parseNotification(paidBody, signed(paidBody, { 'x-razorpay-event-id': 'evt_1' })),
    ).toEqual({
      kind: 'event',
      event: {
        eventId: 'evt_1',
        providerRef: 'plink_Abc123',
        status: 'captured',
        amountPaise: 512_329,
        // The event's created_at: when the link was paid, however late the webhook comes.
        paidAt: new Date(1772359200 * 1000),
      },
    });
  });

  it('reads a paid link whose event has no plausible created_at as one that does not say when', () => {
    for (const createdAt of [undefined, '1772359200', -1, 0, 1772359200.5, 1e12, null]) {
      const body = JSON.parse(paidBody.toString()) as Record<string, unknown>;
      body.created_at = createdAt;
      const raw = Buffer.from(JSON.stringify(body));
      const parsed = provider.parseNotification(raw, signed(raw));
      expect(parsed, String(createdAt)).toMatchObject({ kind: 'event', event: { status: 'captured' } });
      expect(parsed.kind === 'event' && 'paidAt' in parsed.event, String(createdAt)).toBe(false);
    }
  });

  it('names the event by its type and link when the event id header is missing', () => {
    const parsed = provider.parseNotification(paidBody, signed(paidBody));
    expect(parsed).toMatchObject({ kind: 'event', event: { eventId: 'payment_link.paid:plink_Abc123' } });
  });

  it('maps an expired or cancelled link to a failure', () => {
    for (const event of ['payment_link.expired', 'payment_link.cancelled']) {
      const body = webhook(event, { id: 'plink_Abc123', amount: 512_329, amount_paid: 0, status: 'expired' });
      expect(
        provider.parseNotification(body, signed(body, { 'x-razorpay-event-id': `evt_${event}` })),
      ).toEqual({
        kind: 'event',
        event: {
          eventId: `evt_${event}`,
          providerRef: 'plink_Abc123',
          status: 'failed',
          amountPaise: 512_329,
        },
      });
    }
  });

  it('ignores signed events nothing here acts on', () => {
    const body = webhook('payment.authorized', { id: 'plink_Abc123', amount: 1 });
    expect(provider.parseNotification(body, signed(body))).toEqual({
      kind: 'ignored',
      reason: 'event payment.authorized',
    });
  });

  it('rejects a missing or wrong signature and a tampered body', () => {
    expect(provider.parseNotification(paidBody, { 'content-type': 'application/json' }).kind).toBe(
      'rejected',
    );
    const otherSecret = createHmac('sha256', 'another-secret').update(paidBody).digest('hex');
    expect(provider.parseNotification(paidBody, { 'x-razorpay-signature': otherSecret }).kind).toBe(
      'rejected',
    );
    const tampered = Buffer.from(paidBody.toString().replaceAll('512329', '100'));
    expect(provider.parseNotification(tampered, signed(paidBody)).kind).toBe('rejected');
  });
});
