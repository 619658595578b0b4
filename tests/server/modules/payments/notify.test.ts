import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureHex } from '../../../../server/providers/payment/notification-signature.ts';
import { apiPost } from '../../helpers/api.ts';
import { countRows } from '../../helpers/db-rows.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import {
  notify,
  paymentsOfOrder,
  pendingPayment,
  sandboxEvent,
  settlementsOf,
  signedSandbox,
  useTestRepayPurpose,
} from './payment-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await useTestRepayPurpose(t);
});
afterAll(() => t.close());

async function stateOf(paymentId: number): Promise<string> {
  const { rows } = await t.db.query<{ state: string }>('SELECT state FROM payments WHERE id = $1', [
    paymentId,
  ]);
  return rows[0]?.state ?? 'missing';
}

describe('POST /api1/payments/notify/{provider}', () => {
  it('settles a payment once when 20 copies of its signed notification arrive together', async () => {
    const { payment } = await pendingPayment(t);
    const signed = signedSandbox(t, sandboxEvent(payment.provider_ref, payment.amount_paise));

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => notify(t, signed.body, signed.headers)),
    );

    expect(answers.every((a) => a.status === 200 && a.body.code === 0)).toBe(true);
    const results = answers.map((a) => (a.body.data as { result: string }).result).sort();
    expect(results.filter((r) => r === 'settled')).toHaveLength(1);
    expect(results.filter((r) => r === 'duplicate')).toHaveLength(19);
    expect(await settlementsOf(t.db, payment.id)).toBe(1);
    expect(await stateOf(payment.id)).toBe('captured');
    expect(await countRows(t.db, 'payment_events', 'payment_id = $1', [payment.id])).toBe(1);
  });

  it('settles a payment once when 20 different capture events for it arrive together', async () => {
    const { payment } = await pendingPayment(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => {
        const signed = signedSandbox(t, sandboxEvent(payment.provider_ref, payment.amount_paise));
        return notify(t, signed.body, signed.headers);
      }),
    );
    const results = answers.map((a) => (a.body.data as { result: string }).result);
    expect(results.filter((r) => r === 'settled')).toHaveLength(1);
    expect(results.filter((r) => r === 'no_change')).toHaveLength(19);
    expect(await settlementsOf(t.db, payment.id)).toBe(1);
  });

  it('refuses a bad signature with 401 and the envelope, changing nothing', async () => {
    const { payment } = await pendingPayment(t);
    const signed = signedSandbox(t, sandboxEvent(payment.provider_ref, payment.amount_paise));
    const forged = signatureHex('not-the-webhook-secret-at-all-0123456789', signed.body);

    const attempts: Record<string, string>[] = [
      { ...signed.headers, 'x-sandbox-signature': forged },
      { 'content-type': 'application/json' },
      { ...signed.headers, 'x-sandbox-signature': `${signed.headers['x-sandbox-signature']}0` },
    ];
    for (const headers of attempts) {
      const answer = await notify(t, signed.body, headers);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        code: 5101,
        msg: 'This notification could not be verified.',
        data: null,
      });
    }
    expect(await stateOf(payment.id)).toBe('pending');
    expect(await settlementsOf(t.db, payment.id)).toBe(0);
    expect(await countRows(t.db, 'payment_events', 'provider_ref = $1', [payment.provider_ref])).toBe(0);
  });

  it('refuses a tampered body (the signature of the original body, a smaller amount sent)', async () => {
    const { payment } = await pendingPayment(t);
    const signed = signedSandbox(t, sandboxEvent(payment.provider_ref, payment.amount_paise));
    const tampered = signed.body.replace(`"amountPaise":${payment.amount_paise}`, '"amountPaise":100');
    expect(tampered).not.toBe(signed.body);

    const answer = await notify(t, tampered, signed.headers);
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe(5101);
    expect(await stateOf(payment.id)).toBe('pending');
  });

  it('verifies the exact bytes: the same JSON re-serialised with other spacing is refused', async () => {
    const { payment } = await pendingPayment(t);
    const signed = signedSandbox(t, sandboxEvent(payment.provider_ref, payment.amount_paise));
    const respaced = JSON.stringify(JSON.parse(signed.body), null, 2);
    expect((await notify(t, respaced, signed.headers)).status).toBe(401);
    expect((await notify(t, signed.body, signed.headers)).body.data).toEqual({ result: 'settled' });
  });

  it('acknowledges a replayed event id and ignores it', async () => {
    const { payment } = await pendingPayment(t);
    const signed = signedSandbox(t, sandboxEvent(payment.provider_ref, payment.amount_paise));
    expect((await notify(t, signed.body, signed.headers)).body.data).toEqual({ result: 'settled' });

    const replay = await notify(t, signed.body, signed.headers);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ code: 0, msg: 'success', data: { result: 'duplicate' } });
    expect(await settlementsOf(t.db, payment.id)).toBe(1);
  });

  it('records a notification for no payment of ours and answers PAYMENT_UNKNOWN (not retried)', async () => {
    const event = sandboxEvent('sbpay_nobody_has_this_reference', 10_000);
    const signed = signedSandbox(t, event);
    const answer = await notify(t, signed.body, signed.headers);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 5102, msg: 'No payment matches this notification.', data: null });
    const { rows } = await t.db.query<{ outcome: string; payment_id: number | null }>(
      'SELECT outcome, payment_id FROM payment_events WHERE event_id = $1',
      [event.id],
    );
    expect(rows).toEqual([{ outcome: 'unknown_payment', payment_id: null }]);
  });

  it('refuses a capture of another amount, records it, and leaves the payment payable', async () => {
    const { payment } = await pendingPayment(t);
    const event = sandboxEvent(payment.provider_ref, payment.amount_paise - 1);
    const signed = signedSandbox(t, event);

    const answer = await notify(t, signed.body, signed.headers);
    expect(answer.body).toEqual({
      code: 5103,
      msg: 'The amount paid does not match the payment.',
      data: null,
    });
    expect(await stateOf(payment.id)).toBe('pending');
    expect(await settlementsOf(t.db, payment.id)).toBe(0);
    const { rows } = await t.db.query<{ outcome: string; payment_id: number }>(
      'SELECT outcome, payment_id FROM payment_events WHERE event_id = $1',
      [event.id],
    );
    expect(rows).toEqual([{ outcome: 'amount_mismatch', payment_id: payment.id }]);

    const right = signedSandbox(t, sandboxEvent(payment.provider_ref, payment.amount_paise));
    expect((await notify(t, right.body, right.headers)).body.data).toEqual({ result: 'settled' });
  });

  it('marks a failed payment failed, never moves a captured one back, and honours a late capture', async () => {
    const { payment } = await pendingPayment(t);
    const failed = signedSandbox(
      t,
      sandboxEvent(payment.provider_ref, payment.amount_paise, 'payment.failed'),
    );
    expect((await notify(t, failed.body, failed.headers)).body.data).toEqual({ result: 'failed' });
    expect(await stateOf(payment.id)).toBe('failed');

    const captured = signedSandbox(t, sandboxEvent(payment.provider_ref, payment.amount_paise));
    expect((await notify(t, captured.body, captured.headers)).body.data).toEqual({ result: 'settled' });
    const failedAgain = signedSandbox(
      t,
      sandboxEvent(payment.provider_ref, payment.amount_paise, 'payment.failed'),
    );
    expect((await notify(t, failedAgain.body, failedAgain.headers)).body.data).toEqual({
      result: 'no_change',
    });
    expect(await stateOf(payment.id)).toBe('captured');
    expect(await settlementsOf(t.db, payment.id)).toBe(1);
  });

  it('still settles a capture notified after the payment expired (the money moved)', async () => {
    const { borrower, payment } = await pendingPayment(t);
    await apiPost(t.app, '/dev/clock', { advanceMinutes: 31 });
    await apiPost(t.app, '/dev/jobs/run');
    expect(await stateOf(payment.id)).toBe('expired');

    const signed = signedSandbox(t, sandboxEvent(payment.provider_ref, payment.amount_paise));
    expect((await notify(t, signed.body, signed.headers)).body.data).toEqual({ result: 'settled' });
    expect((await paymentsOfOrder(t.db, borrower.orderId)).map((p) => p.state)).toEqual(['captured']);
    expect(await settlementsOf(t.db, payment.id)).toBe(1);
  });

  it('acknowledges a signed event of a type nothing acts on', async () => {
    const { payment } = await pendingPayment(t);
    const body = JSON.stringify({
      id: 'evt_refund_1',
      type: 'payment.refunded',
      payment: { ref: payment.provider_ref, amountPaise: payment.amount_paise },
    });
    const headers = {
      'content-type': 'application/json',
      'x-sandbox-signature': signatureHex(t.config.payment.webhookSecret, body),
    };
    expect((await notify(t, body, headers)).body).toEqual({
      code: 0,
      msg: 'success',
      data: { result: 'ignored' },
    });
    expect(await stateOf(payment.id)).toBe('pending');
  });

  it('accepts only the configured gateway: a Razorpay notification to a sandbox server is 404', async () => {
    const { payment } = await pendingPayment(t);
    const signed = signedSandbox(t, sandboxEvent(payment.provider_ref, payment.amount_paise));
    const answer = await notify(t, signed.body, signed.headers, 'razorpay');
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe(1005);
    expect(await stateOf(payment.id)).toBe('pending');
  });

  it('reads the raw body whatever its content type (gateways differ), still verified', async () => {
    const { payment } = await pendingPayment(t);
    const signed = signedSandbox(t, sandboxEvent(payment.provider_ref, payment.amount_paise));
    const answer = await notify(t, signed.body, { ...signed.headers, 'content-type': 'text/plain' });
    expect(answer.body.data).toEqual({ result: 'settled' });
  });
});
