// The flood limit counts the providers' signed notifications apart (decision 0074): a gateway or a
// bank sends every webhook from a few addresses of its own, one or more per payment and payout, so
// on the API's budget of an address a busy minute had webhooks refused, each back only after the
// sender's backoff.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress } from '../access/brute-force-helpers.ts';
import { apiGet } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  notify,
  pendingPayment,
  sandboxEvent,
  settlementsOf,
  signedSandbox,
  useTestRepayPurpose,
} from '../modules/payments/payment-fixtures.ts';

const API_BUDGET = 3;
const NOTIFICATIONS_BUDGET = 8;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_LIMIT_PER_MINUTE: String(API_BUDGET),
      RATE_LIMIT_NOTIFICATIONS_PER_MINUTE: String(NOTIFICATIONS_BUDGET),
    },
  });
  await useTestRepayPurpose(t);
});
afterAll(() => t.close());

/** The gateway's signed notice that `payment` was captured, as a new event, sent from `ip`. */
function capturedFrom(ip: string, payment: { provider_ref: string; amount_paise: number }) {
  const signed = signedSandbox(t, sandboxEvent(payment.provider_ref, payment.amount_paise));
  return notify(t, signed.body, signed.headers, 'sandbox', ip);
}

const country = (ip: string) => apiGet(t.app, '/system/get-country', { ip });

describe('the flood limit and the providers’ webhooks', () => {
  it("answers a gateway's webhooks past the API's budget, on a budget of their own, and leaves the API's whole", async () => {
    const { payment } = await pendingPayment(t);
    const gateway = freshAddress();
    const answers = [];
    for (let call = 0; call < NOTIFICATIONS_BUDGET; call++)
      answers.push(await capturedFrom(gateway, payment));
    expect(answers.map((answer) => answer.status)).toEqual(Array(NOTIFICATIONS_BUDGET).fill(200));
    expect(answers.map((answer) => (answer.body.data as { result: string }).result)).toEqual([
      'settled',
      ...Array(NOTIFICATIONS_BUDGET - 1).fill('no_change'),
    ]);
    expect(await settlementsOf(t.db, payment.id)).toBe(1);

    // The webhooks' budget is a limit too, answered with the envelope.
    const over = await capturedFrom(gateway, payment);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: expect.any(Number), msg: expect.stringMatching(/.+/) });
    expect(await settlementsOf(t.db, payment.id)).toBe(1);

    // The address's API calls took nothing from it, and still run out at their own limit.
    const api: number[] = [];
    for (let call = 0; call <= API_BUDGET; call++) api.push((await country(gateway)).status);
    expect(api).toEqual([200, 200, 200, 429]);
  });

  it('settles a payment whose webhook comes from an address that used up its API budget', async () => {
    const { payment } = await pendingPayment(t);
    const shared = freshAddress();
    for (let call = 0; call < API_BUDGET; call++) expect((await country(shared)).status).toBe(200);
    expect((await country(shared)).status).toBe(429);

    const answer = await capturedFrom(shared, payment);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ result: 'settled' });
    expect(await settlementsOf(t.db, payment.id)).toBe(1);
  });

  it("counts the bank's payout webhooks on the same budget of their own, apart from the API's", async () => {
    const bank = freshAddress();
    for (let call = 0; call <= API_BUDGET; call++) await country(bank);
    const notice = () =>
      t.app.inject({
        method: 'POST',
        url: '/api1/payouts/notify/sandbox',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': 'not-a-signature' },
        payload: '{}',
        remoteAddress: bank,
      });
    // Unsigned, each is refused for its signature, not for the address's spent API budget.
    for (let call = 0; call < NOTIFICATIONS_BUDGET; call++) expect((await notice()).statusCode).toBe(401);
    expect((await notice()).statusCode).toBe(429);
  });
});
