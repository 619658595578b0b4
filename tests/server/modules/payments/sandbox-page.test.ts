import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost } from '../../helpers/api.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { paymentsOfOrder, pendingPayment, settlementsOf, useTestRepayPurpose } from './payment-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await useTestRepayPurpose(t);
});
afterAll(() => t.close());

async function openPage(url: string) {
  return t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
}

async function submit(paymentUrl: string, form: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: paymentUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

/** Where the page's "Back to the app" goes. */
function backLink(html: string): string | undefined {
  return /<a class="link" href="([^"]*)">Back to the app<\/a>/.exec(html)?.[1];
}

/** The text of each <button> on the page. */
function buttons(html: string): string[] {
  return [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1] ?? '');
}

describe('the sandbox payment page', () => {
  it('shows the amount, the description, a Pay button and a Fail button, with no script', async () => {
    const { borrower, paymentUrl } = await pendingPayment(t, 512_329);
    const page = await openPage(`${paymentUrl}?callback=${encodeURIComponent('/orders/1/detail')}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(buttons(page.body)).toEqual(['Pay ₹\u00a05,123.29', 'Fail payment']);
    expect(page.body).toContain(`Repayment of order PT${borrower.phone}`);
    expect(page.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).not.toMatch(/<script|\son[a-z]+=|https?:\/\//i);
    expect(page.body).toContain('<input type="hidden" name="callback" value="/orders/1/detail">');
  });

  it('pays through the signed notification route, then sends the browser to the callback', async () => {
    const { borrower, payment, paymentUrl } = await pendingPayment(t);
    const callback = `/orders/${borrower.orderId}/detail`;

    const paid = await submit(paymentUrl, { outcome: 'pay', callback });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(callback);
    const [row] = await paymentsOfOrder(t.db, borrower.orderId);
    expect(row?.state).toBe('captured');
    expect(await settlementsOf(t.db, payment.id)).toBe(1);
    const { rows } = await t.db.query<{ outcome: string }>(
      'SELECT outcome FROM payment_events WHERE payment_id = $1',
      [payment.id],
    );
    expect(rows).toEqual([{ outcome: 'settled' }]);

    const after = await openPage(`${paymentUrl}?callback=${encodeURIComponent(`${callback}?from=payment`)}`);
    expect(buttons(after.body)).toEqual([]);
    expect(after.body).toContain('This payment has been made.');
    expect(backLink(after.body)).toBe(`${callback}?from=payment`);
    const again = await submit(paymentUrl, { outcome: 'pay', callback });
    expect(again.statusCode).toBe(409);
    expect(await settlementsOf(t.db, payment.id)).toBe(1);
  });

  it('fails a payment the same way, but stays on its page: the failure and a way back that claims no payment', async () => {
    const { borrower, payment, paymentUrl } = await pendingPayment(t);
    const callback = `/orders/${borrower.orderId}/detail?from=payment`;
    const failed = await submit(paymentUrl, { outcome: 'fail', callback });
    expect(failed.statusCode).toBe(200);
    expect(failed.headers.location).toBeUndefined();
    expect(failed.body).toContain(
      '<p class="status" role="status">This payment failed. Go back to the app to try again.</p>',
    );
    expect(backLink(failed.body)).toBe(`/orders/${borrower.orderId}/detail`);
    expect((await paymentsOfOrder(t.db, borrower.orderId))[0]?.state).toBe('failed');
    expect(await settlementsOf(t.db, payment.id)).toBe(0);
    const after = await openPage(paymentUrl);
    expect(buttons(after.body)).toEqual([]);
    expect(after.body).toContain('This payment failed.');
  });

  it('never redirects to another site, whatever callback it is given', async () => {
    for (const callback of [
      'https://evil.example/steal',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const { paymentUrl } = await pendingPayment(t);
      const paid = await submit(paymentUrl, { outcome: 'pay', callback });
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe('/orders?from=payment');
    }
  });

  it('accepts an absolute callback on its own origin, sent back as a path', async () => {
    const { paymentUrl } = await pendingPayment(t);
    const paid = await t.app.inject({
      method: 'POST',
      url: paymentUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'loans.test' },
      payload: new URLSearchParams({ outcome: 'pay', callback: 'http://loans.test/orders?tab=1' }).toString(),
    });
    expect(paid.headers.location).toBe('/orders?tab=1');
  });

  it('never sends the browser to another host through a path on its own origin that starts "//"', async () => {
    const callback = 'http://loans.test//evil.example/steal';
    const onOwnHost = (paymentUrl: string, outcome: string) =>
      t.app.inject({
        method: 'POST',
        url: paymentUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'loans.test' },
        payload: new URLSearchParams({ outcome, callback }).toString(),
      });
    const paid = await onOwnHost((await pendingPayment(t)).paymentUrl, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/orders?from=payment');
    const failed = await onOwnHost((await pendingPayment(t)).paymentUrl, 'fail');
    expect(backLink(failed.body)).toBe('/orders');
  });

  it('shows an expired link as expired and refuses to pay it', async () => {
    const { payment, paymentUrl } = await pendingPayment(t);
    await apiPost(t.app, '/dev/clock', { advanceMinutes: 31 });
    const page = await openPage(paymentUrl);
    expect(buttons(page.body)).toEqual([]);
    expect(page.body).toContain('This payment link has expired.');
    expect(backLink(page.body)).toBe('/orders');
    expect((await submit(paymentUrl, { outcome: 'pay' })).statusCode).toBe(409);
    expect(await settlementsOf(t.db, payment.id)).toBe(0);
  });

  it('answers an unknown link with a 404 page', async () => {
    const page = await openPage('/api1/sandbox-pay/sbpay_unknown');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('There is no payment at this address.');
  });
});
