/**
 * RazorpayX's payout notifications (decision 0068) through POST /api1/payouts/notify/razorpayx, on
 * an app configured for RazorpayX. The payouts themselves are made by the real adapter through this
 * test's own job runner, its network answered here: RazorpayX takes each payout as "processing".
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRunner } from '../../../../server/jobs/job-runner.ts';
import { OrderState } from '../../../../server/modules/orders/order-states.ts';
import { signatureHex } from '../../../../server/providers/payment/notification-signature.ts';
import { apiGet } from '../../helpers/api.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { TableWatch } from '../../fuzz/db-fingerprint.ts';
import { hostileValue } from '../../fuzz/hostile-values.ts';
import { notify, paymentsOfOrder, repay, signedSandbox, sandboxEvent } from '../payments/payment-fixtures.ts';
import { addDays, istDateOf } from '../../../../server/modules/orders/ist-calendar.ts';
import {
  advance,
  atIstHour,
  detail,
  getMoneyPressed,
  productId,
  readyBorrower,
  serverNow,
  stateOf,
  type Borrower,
} from './order-helpers.ts';
import {
  payoutWebhook,
  postPayoutWebhook as postWebhookTo,
  processingRazorpayX,
  RAZORPAYX_WEBHOOK_SECRET as webhookSecret,
  razorpayXEnv,
} from './razorpayx-world.ts';

let t: TestApp;
let runner: JobRunner;
/** What the payout API was asked: one entry per call. */
let bankCalls: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: razorpayXEnv });
  ({ runner, calls: bankCalls } = processingRazorpayX(t.db, t.app));
});
afterAll(() => t.close());

interface Lending {
  who: Borrower;
  orderId: number;
  reference: string;
  payoutId: string;
  amountPaise: number;
}

/** An order Get Money was pressed for, its payout taken by RazorpayX and still on its way. */
async function lendingOrder(): Promise<Lending> {
  const who = await readyBorrower(t.app, t.db);
  const order = await getMoneyPressed(t.app, who, {
    productId: await productId(t.db, 'rupee-flex'),
    borrowAmount: 1000,
  });
  await runner.runDue();
  const payout = await disbursementOf(order.orderId);
  expect(payout).toMatchObject({ state: 'pending', provider_ref: `pout_${order.orderNo}` });
  expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Lending);
  return {
    who,
    orderId: order.orderId,
    reference: order.orderNo,
    payoutId: payout.provider_ref as string,
    amountPaise: payout.amount_paise,
  };
}

async function disbursementOf(orderId: number) {
  const { rows } = await t.db.query<{
    state: string;
    provider_ref: string | null;
    amount_paise: number;
    failure_reason: string | null;
    reversed_at: Date | null;
  }>(
    'SELECT state, provider_ref, amount_paise, failure_reason, reversed_at FROM disbursements WHERE order_id = $1',
    [orderId],
  );
  if (!rows[0]) throw new Error(`order ${orderId} has no disbursement`);
  return rows[0];
}

async function loanDatesOf(orderId: number) {
  const { rows } = await t.db.query<{
    loan_date: Date | null;
    due_date: string | null;
    paid_fees_paise: number;
  }>('SELECT loan_date, due_date, paid_fees_paise FROM orders WHERE id = $1', [orderId]);
  return rows[0];
}

/** The loan's start and due date, and when we first asked the bank for its payout. */
async function loanStartOf(orderId: number) {
  const { rows } = await t.db.query<{
    loan_date: Date;
    due_date: string;
    period_days: number;
    asked_at: Date;
  }>(
    `SELECT o.loan_date, to_char(o.due_date, 'YYYY-MM-DD') AS due_date, o.period_days, d.created_at AS asked_at
     FROM orders o JOIN disbursements d ON d.order_id = o.id WHERE o.id = $1`,
    [orderId],
  );
  return rows[0]!;
}

/** A time to the whole second, as RazorpayX writes `created_at`. */
const toSecond = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000);

const postPayoutWebhook = (body: string, signature?: string) => postWebhookTo(t.app, body, signature);

function ofLending(order: Lending, status: string) {
  return payoutWebhook({
    id: order.payoutId,
    reference: order.reference,
    amountPaise: order.amountPaise,
    status,
  });
}

describe('a payout on its way', () => {
  it('is paid out the moment RazorpayX says processed, once, and the job asks the bank no more', async () => {
    const order = await lendingOrder();
    const callsBefore = bankCalls.length;

    const first = await postPayoutWebhook(ofLending(order, 'processed'));
    expect(first).toEqual({ status: 200, body: { code: 0, msg: 'success', data: { result: 'paid' } } });
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Loaned);
    expect(await disbursementOf(order.orderId)).toMatchObject({
      state: 'succeeded',
      provider_ref: order.payoutId,
    });
    expect((await loanDatesOf(order.orderId))?.loan_date).not.toBeNull();

    const redelivered = await postPayoutWebhook(ofLending(order, 'processed'));
    expect(redelivered.body.data).toEqual({ result: 'no_change' });
    // The look the job had queued finds the order paid out and calls nobody.
    await advance(t.app, { advanceMinutes: 1 });
    await runner.runDue();
    expect(bankCalls.slice(callsBefore)).toEqual([]);
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Loaned);
  });

  it.each(['failed', 'rejected', 'reversed'])(
    'fails the order with the bank’s words when RazorpayX says %s',
    async (status) => {
      const order = await lendingOrder();
      const answer = await postPayoutWebhook(ofLending(order, status));
      expect(answer.body.data).toEqual({ result: 'failed' });
      expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Failed);
      expect(await disbursementOf(order.orderId)).toMatchObject({
        state: 'failed',
        failure_reason: 'The beneficiary account is closed.',
      });
      const shown = await detail(t.app, order.who, order.orderId);
      expect(shown.body.data.orderState).toBe(OrderState.Failed);
    },
  );

  it('waits on news that ends nothing: queued, processing, an update, another kind of event', async () => {
    const order = await lendingOrder();
    for (const body of [
      ofLending(order, 'queued'),
      ofLending(order, 'processing'),
      payoutWebhook({ ...order, id: order.payoutId, status: 'processing' }, 'payout.updated'),
      JSON.stringify({ entity: 'event', event: 'transaction.created', payload: {} }),
    ])
      expect((await postPayoutWebhook(body)).body.data).toEqual({ result: 'ignored' });
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Lending);
    expect(await disbursementOf(order.orderId)).toMatchObject({ state: 'pending' });
  });
});

describe('the loan’s dates (decision 0071)', () => {
  it('count from when RazorpayX processed the payout, however late its webhook comes', async () => {
    await atIstHour(t.app, 23);
    const order = await lendingOrder();
    const processed = toSecond(await advance(t.app, { advanceMinutes: 55 })); // 23:55 IST
    const learned = await advance(t.app, { advanceMinutes: 20 }); // 00:15 IST, the day after
    expect(istDateOf(learned)).toBe(addDays(istDateOf(processed), 1));

    const answer = await postPayoutWebhook(
      payoutWebhook({ ...order, id: order.payoutId, status: 'processed', createdAt: processed }),
    );
    expect(answer.body.data).toEqual({ result: 'paid' });
    const dates = await loanStartOf(order.orderId);
    expect(dates.loan_date).toEqual(processed);
    expect(dates.due_date).toBe(addDays(istDateOf(processed), dates.period_days));
  });

  it.each([
    ['a time before we asked for the payout', 'asked for', () => new Date('2025-11-24T16:00:00Z')],
    ['a time to come', 'learned of', (now: Date) => new Date(now.getTime() + 3 * 86_400_000)],
    ['no time', 'learned of', () => null],
  ] as const)('start, for %s, when the payout was %s', async (_case, startsWhen, createdAt) => {
    const order = await lendingOrder();
    await advance(t.app, { advanceMinutes: 5 });
    const before = await serverNow(t.app);
    const answer = await postPayoutWebhook(
      payoutWebhook({ ...order, id: order.payoutId, status: 'processed', createdAt: createdAt(before) }),
    );
    expect(answer.body.data).toEqual({ result: 'paid' });
    const after = await serverNow(t.app);
    const { loan_date: loanDate, asked_at: askedAt } = await loanStartOf(order.orderId);
    if (startsWhen === 'asked for') expect(loanDate).toEqual(askedAt);
    else expect([before <= loanDate, loanDate <= after]).toEqual([true, true]);
  });
});

describe('news that is not for one of our payouts', () => {
  it('is ignored, and the order waits: another reference, none, another payout id, another amount', async () => {
    const order = await lendingOrder();
    const base = { id: order.payoutId, reference: order.reference, amountPaise: order.amountPaise };
    for (const payout of [
      { ...base, reference: 'salary-2026-11' },
      { ...base, reference: null },
      { ...base, id: 'pout_someone_else' },
      { ...base, amountPaise: order.amountPaise + 1 },
    ])
      expect((await postPayoutWebhook(payoutWebhook({ ...payout, status: 'processed' }))).body.data).toEqual({
        result: 'ignored',
      });
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Lending);
    expect(await disbursementOf(order.orderId)).toMatchObject({ state: 'pending' });
  });

  it('is refused with 401 when not signed with the webhook secret, and changes nothing', async () => {
    const order = await lendingOrder();
    const body = ofLending(order, 'processed');
    for (const signature of ['', 'f'.repeat(64), signatureHex('another-secret', body)]) {
      const answer = await postPayoutWebhook(body, signature);
      expect(answer.status).toBe(401);
      expect(answer.body.msg).toBe('This notification could not be verified.');
    }
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Lending);
  });
});

describe('a payout processed, then sent back by the borrower’s bank', () => {
  it('takes the loan back when nothing was repaid: 5 Failed, no due date, nothing owed', async () => {
    const order = await lendingOrder();
    await postPayoutWebhook(ofLending(order, 'processed'));

    const answer = await postPayoutWebhook(ofLending(order, 'reversed'));
    expect(answer.body.data).toEqual({ result: 'reversed' });
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Failed);
    expect(await disbursementOf(order.orderId)).toMatchObject({
      state: 'reversed',
      failure_reason: 'The beneficiary account is closed.',
      reversed_at: expect.any(Date),
    });
    expect(await loanDatesOf(order.orderId)).toEqual({ loan_date: null, due_date: null, paid_fees_paise: 0 });
    // Nothing to repay any more, and the borrower may apply again.
    expect((await repay(t.app, { token: order.who.token, orderId: order.orderId })).body.code).not.toBe(0);
    const flex = await productId(t.db, 'rupee-flex');
    const again = await apiGet(t.app, `/order/v1/precheck?productId=${flex}`, { token: order.who.token });
    expect(again.body.data).toEqual({ orderStatus: 1, rejectStatusVO: null, orderId: null });

    expect((await postPayoutWebhook(ofLending(order, 'reversed'))).body.data).toEqual({
      result: 'no_change',
    });
  });

  it('keeps an order already repaid as it is, marks the payout reversed, and leaves it to an operator', async () => {
    const order = await lendingOrder();
    await postPayoutWebhook(ofLending(order, 'processed'));
    const link = await repay(t.app, { token: order.who.token, orderId: order.orderId });
    expect(link.body.code).toBe(0);
    const [payment] = await paymentsOfOrder(t.db, order.orderId);
    if (!payment) throw new Error('no repayment link');
    const captured = signedSandbox(t, sandboxEvent(payment.provider_ref, payment.amount_paise));
    expect((await notify(t, captured.body, captured.headers)).body.data).toEqual({ result: 'settled' });
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Settled);

    const answer = await postPayoutWebhook(ofLending(order, 'reversed'));
    expect(answer.body.data).toEqual({ result: 'reversed' });
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Settled);
    expect(await disbursementOf(order.orderId)).toMatchObject({ state: 'reversed' });
  });
  it('keeps a Loaned order part-repaid as it is: what the borrower is owed back is an operator’s call', async () => {
    const order = await lendingOrder();
    await postPayoutWebhook(ofLending(order, 'processed'));
    // A part payment as an extension's fee that could no longer buy the extension leaves it (the
    // purpose's own tests cover that path); written here as the ledger keeps it.
    await t.db.query(
      `INSERT INTO order_repayments (order_id, payment_id, amount_paise, to_extension_fee_paise, to_penal_paise,
         to_fees_paise, to_interest_paise, to_principal_paise, excess_paise, provider_ref, paid_at)
       VALUES ($1, $2, 10000, 0, 0, 0, 0, 10000, 0, 'test', now())`,
      [order.orderId, 900_000 + order.orderId],
    );

    expect((await postPayoutWebhook(ofLending(order, 'reversed'))).body.data).toEqual({ result: 'reversed' });
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Loaned);
    expect(await disbursementOf(order.orderId)).toMatchObject({ state: 'reversed' });
    expect((await loanDatesOf(order.orderId))?.loan_date).not.toBeNull();
  });
});

describe('hostile notifications', () => {
  it('never break the server, always answer the envelope, and change nothing when they end nothing', async () => {
    const order = await lendingOrder();
    const fields = {
      id: order.payoutId,
      reference_id: order.reference,
      amount: order.amountPaise,
      status: 'processed',
    };
    const oneFieldHostile = fc
      .tuple(fc.constantFrom(...Object.keys(fields)), hostileValue, fc.boolean())
      .map(([field, value, signed]) => ({ entity: { ...fields, [field]: value }, signed }));
    const watch = await TableWatch.start(t.db);
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(oneFieldHostile, async ({ entity, signed }) => {
        cases += 1;
        const body = JSON.stringify({
          entity: 'event',
          event: 'payout.processed',
          payload: { payout: { entity } },
        });
        const answer = await postPayoutWebhook(body, signed ? undefined : 'f'.repeat(64));
        expect(answer.status).toBeLessThan(500);
        expect(answer.body).toMatchObject({ code: expect.any(Number), msg: expect.any(String) });
        expect(['ignored', undefined]).toContain((answer.body.data as { result?: string } | null)?.result);
        expect(await watch.changedTables()).toEqual([]);
      }),
      { numRuns: 150 },
    );
    expect(cases).toBe(150);
    expect(await stateOf(t.db, order.orderId)).toBe(OrderState.Lending);
  });
});

describe('without RazorpayX', () => {
  it('answers 404 to RazorpayX on the sandbox bank, whose own notices come signed otherwise', async () => {
    const sandboxApp = await createTestApp();
    try {
      const body = payoutWebhook({ id: 'pout_1', reference: 'x', amountPaise: 100, status: 'processed' });
      const response = await sandboxApp.app.inject({
        method: 'POST',
        url: '/api1/payouts/notify/razorpayx',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signatureHex(webhookSecret, body),
        },
        payload: body,
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await sandboxApp.close();
    }
  });
});
