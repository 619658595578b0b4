/**
 * Extension requests that do not extend: given up, expired (by the job, two workers at once, or
 * noticed when the money arrives), refused for the wrong ids, and money that arrives anyway, which
 * counts as a repayment of the order. Rupee Flex ₹3,000 for 91 days, asked on day 88: fee ₹456.99.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerExtensionExpiryJob } from '../../../../server/modules/extension/expiry-job.ts';
import type { JobHandler, JobRunner } from '../../../../server/jobs/job-runner.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import {
  advance,
  productId,
  readyBorrower,
  runJobs,
  serverNow,
  signInAgain,
  type Borrower,
} from '../orders/order-helpers.ts';
import { notifyCaptured, repay } from '../payments/payment-fixtures.ts';
import {
  applyExtension,
  calcOk,
  extensionPaymentOf,
  extensionsOf,
  giveUp,
  idsOf,
  ledgerOf,
  loanWithDates,
  payOnSandbox,
} from './extension-helpers.ts';

let t: TestApp;
let flex: number;
beforeAll(async () => {
  t = await createTestApp();
  flex = await productId(t.db, 'rupee-flex');
});
afterAll(() => t.close());

/** Borrowers each on day 88 of a ₹3,000 loan, with an extension request and its pending payment. */
async function requestsWithLinks(count: number) {
  const loans = [];
  for (let i = 0; i < count; i += 1) {
    const me = await readyBorrower(t.app, t.db);
    loans.push({ me, order: await loanWithDates(t, me, flex, 3000) });
  }
  await advance(t.app, { advanceDays: 88 });
  const requests = [];
  for (const { me, order } of loans) {
    await signInAgain(t.app, me);
    requests.push(await openAndApply(me, order));
  }
  return requests;
}

async function requestWithLink() {
  const [request] = await requestsWithLinks(1);
  return request!;
}

async function openAndApply(me: Borrower, order: Awaited<ReturnType<typeof loanWithDates>>) {
  const extension = await calcOk(t.app, me, order.orderId);
  const link = await applyExtension(t.app, me, idsOf(extension));
  expect(link.body.code).toBe(0);
  return { me, order, extension, paymentUrl: link.body.data.paymentUrl };
}

async function extensionPaymentsOf(orderId: number) {
  const { rows } = await t.db.query<{ provider_ref: string; amount_paise: number }>(
    `SELECT provider_ref, amount_paise FROM payments WHERE order_id = $1 AND purpose = 'extension' ORDER BY id`,
    [orderId],
  );
  return rows;
}

async function repaymentsOf(orderId: number) {
  const { rows } = await t.db.query(
    `SELECT amount_paise, to_extension_fee_paise, to_penal_paise, to_interest_paise, to_principal_paise, excess_paise
     FROM order_repayments WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
  return rows;
}

/** ₹456.99 paid as a plain repayment of a loaned order: the whole interest first, then principal. */
const FEE_AS_REPAYMENT = {
  amount_paise: 45_699,
  to_extension_fee_paise: 0,
  to_penal_paise: 0,
  to_interest_paise: 22_438,
  to_principal_paise: 45_699 - 22_438,
  excess_paise: 0,
};

describe('giving up an extension', () => {
  it('abandons the request, withdraws its link and closes it at the gateway, and leaves the order as it was', async () => {
    const { me, order, extension, paymentUrl } = await requestWithLink();
    const answer = await giveUp(t.app, me, idsOf(extension));
    expect(answer.body).toEqual({
      code: 0,
      msg: 'success',
      data: { extensionId: extension.extensionId, orderId: order.orderId },
    });
    expect((await giveUp(t.app, me, idsOf(extension))).body).toEqual(answer.body);
    expect(await extensionsOf(t.db, order.orderId)).toMatchObject([
      { state: 'abandoned', payment_id: null, outcome: 'given up by the borrower' },
    ]);
    expect((await extensionPaymentOf(t.db, extension.extensionId)).state).toBe('withdrawn');
    // The gateway's page no longer takes the fee (decision 0079).
    const page = await t.app.inject({ method: 'GET', url: paymentUrl });
    expect(page.body).toContain('This payment link is no longer offered.');
    const paid = await t.app.inject({
      method: 'POST',
      url: paymentUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pay',
    });
    expect(paid.statusCode).toBe(409);
    expect(await ledgerOf(t.db, order.orderId)).toMatchObject({
      state: 6,
      due_date: order.dueDate,
      extension_fee_paise: 0,
    });
    expect((await applyExtension(t.app, me, idsOf(extension))).body).toEqual({
      code: 5206,
      msg: 'You gave up this extension request. Please open the extension again.',
      data: null,
    });

    // Opening the extension again makes a new request.
    const again = await calcOk(t.app, me, order.orderId);
    expect(again.extensionId).not.toBe(extension.extensionId);
    expect(again.extensionState).toBe(0);
  });

  it('counts money paid on the withdrawn link as a repayment, without extending', async () => {
    const { me, order, extension } = await requestWithLink();
    await giveUp(t.app, me, idsOf(extension));
    const payment = await extensionPaymentOf(t.db, extension.extensionId);
    const answer = await notifyCaptured(t, payment);
    expect(answer.body).toMatchObject({ code: 0, data: { result: 'settled' } });
    expect(await repaymentsOf(order.orderId)).toEqual([FEE_AS_REPAYMENT]);
    expect(await ledgerOf(t.db, order.orderId)).toMatchObject({
      state: 6,
      due_date: order.dueDate,
      extension_fee_paise: 0,
      paid_principal_paise: 45_699 - 22_438,
    });
    expect(await extensionsOf(t.db, order.orderId)).toMatchObject([
      {
        state: 'abandoned',
        payment_id: null,
        outcome: expect.stringMatching(
          /^given up by the borrower; payment \d+ \(.+\) arrived after the request ended and counted as a repayment of the order$/,
        ),
      },
    ]);
  });
});

describe('an extension not paid in time', () => {
  it('expires by its job at payBy, the order unchanged, and a later payment is a repayment', async () => {
    const { me, order, extension } = await requestWithLink();
    await advance(t.app, { advanceHours: 23 });
    await runJobs(t.app);
    expect((await extensionsOf(t.db, order.orderId))[0]!.state).toBe('pending');

    await advance(t.app, { advanceHours: 1, advanceMinutes: 1 });
    await runJobs(t.app);
    expect(await extensionsOf(t.db, order.orderId)).toMatchObject([
      { state: 'expired', payment_id: null, outcome: 'not paid within 24 hours' },
    ]);
    expect(await ledgerOf(t.db, order.orderId)).toMatchObject({ state: 6, due_date: order.dueDate });
    expect((await applyExtension(t.app, me, idsOf(extension))).body).toEqual({
      code: 5205,
      msg: 'This extension request has expired. Please open the extension again.',
      data: null,
    });

    expect((await notifyCaptured(t, await extensionPaymentOf(t.db, extension.extensionId))).body.code).toBe(
      0,
    );
    expect(await repaymentsOf(order.orderId)).toEqual([FEE_AS_REPAYMENT]);
    expect(await ledgerOf(t.db, order.orderId)).toMatchObject({
      state: 6,
      due_date: order.dueDate,
      extension_fee_paise: 0,
    });
  });

  it('is not extended by money arriving after payBy, even before the job has run', async () => {
    const { order, extension } = await requestWithLink();
    await advance(t.app, { advanceHours: 24, advanceMinutes: 1 });
    expect((await notifyCaptured(t, await extensionPaymentOf(t.db, extension.extensionId))).body.code).toBe(
      0,
    );
    expect(await extensionsOf(t.db, order.orderId)).toMatchObject([
      { state: 'expired', outcome: expect.stringMatching(/^not paid within 24 hours; payment \d+/) },
    ]);
    expect(await ledgerOf(t.db, order.orderId)).toMatchObject({ state: 6, due_date: order.dueDate });
    expect(await repaymentsOf(order.orderId)).toEqual([FEE_AS_REPAYMENT]);
  });

  it('is expired once when two workers run its job at the same time', async () => {
    const { order, extension } = await requestWithLink();
    let expire: JobHandler | undefined;
    const capture = { register: (_kind: string, handler: JobHandler) => (expire = handler) };
    registerExtensionExpiryJob(capture as unknown as JobRunner, t.db);
    await advance(t.app, { advanceHours: 24, advanceMinutes: 1 });
    const now = await serverNow(t.app);
    const job = {
      id: 0,
      kind: 'extension.expire',
      payload: { extensionId: extension.extensionId },
      attempts: 1,
      max_attempts: 5,
    };
    await Promise.all([expire!(job, now), expire!(job, now)]);
    const { rows } = await t.db.query<{ state: string; outcome: string; finished_at: Date }>(
      'SELECT state, outcome, finished_at FROM order_extensions WHERE order_id = $1',
      [order.orderId],
    );
    expect(rows).toEqual([{ state: 'expired', outcome: 'not paid within 24 hours', finished_at: now }]);
  });

  it('fails, and counts as a repayment, when the order was settled before its fee arrived', async () => {
    const { me, order } = await requestWithLink();
    const [feeLink] = await extensionPaymentsOf(order.orderId);
    const settle = await repay(t.app, { token: me.token, orderId: order.orderId });
    await payOnSandbox(t.app, settle.body.data.paymentUrl);
    expect((await ledgerOf(t.db, order.orderId)).state).toBe(7);

    // The fee's link is closed once the loan is repaid (decision 0102); a fee the gateway had
    // captured just before that, notified after, is still settled: the money moved.
    await notifyCaptured(t, feeLink!);
    expect(await ledgerOf(t.db, order.orderId)).toMatchObject({
      state: 7,
      due_date: order.dueDate,
      extension_fee_paise: 0,
    });
    expect((await repaymentsOf(order.orderId)).at(-1)).toEqual({
      amount_paise: 45_699,
      to_extension_fee_paise: 0,
      to_penal_paise: 0,
      to_interest_paise: 0,
      to_principal_paise: 0,
      excess_paise: 45_699,
    });
    expect(await extensionsOf(t.db, order.orderId)).toMatchObject([
      {
        state: 'failed',
        payment_id: null,
        outcome: expect.stringMatching(/^the order was Settled when its fee arrived; payment \d+/),
      },
    ]);
  });
});

type Request = Awaited<ReturnType<typeof requestWithLink>>;

describe('ids that do not name the borrower’s extension', () => {
  async function refusals(
    me: Borrower,
    body: { extensionId: number; orderId: number; orderRepayId: number },
  ) {
    return [(await applyExtension(t.app, me, body)).body, (await giveUp(t.app, me, body)).body];
  }

  it('are answered as not found, and change nothing', async () => {
    const [mine, theirs] = (await requestsWithLinks(2)) as [Request, Request];
    const notFound = {
      code: 5204,
      msg: 'This extension request does not exist. Please open the extension again.',
      data: null,
    };
    const ids = idsOf(mine.extension);

    expect(await refusals(mine.me, { ...ids, orderRepayId: ids.orderId + 1 })).toEqual([notFound, notFound]);
    expect(await refusals(mine.me, { ...ids, extensionId: theirs.extension.extensionId })).toEqual([
      notFound,
      notFound,
    ]);
    expect(await refusals(mine.me, { ...ids, extensionId: 987_654_321 })).toEqual([notFound, notFound]);
    const orderNotFound = { code: 5010, msg: 'This order does not exist.', data: null };
    expect(await refusals(mine.me, idsOf(theirs.extension))).toEqual([orderNotFound, orderNotFound]);

    for (const { order, extension } of [mine, theirs]) {
      expect(await extensionsOf(t.db, order.orderId)).toMatchObject([
        { id: extension.extensionId, state: 'pending' },
      ]);
      expect((await extensionPaymentOf(t.db, extension.extensionId)).state).toBe('pending');
    }
  });
});

describe('giving up while the fee arrives', () => {
  it('ends one way: extended and the give-up refused, or given up and the money a repayment', async () => {
    const { me, order, extension } = await requestWithLink();
    const payment = await extensionPaymentOf(t.db, extension.extensionId);
    const [given, notified] = await Promise.all([
      giveUp(t.app, me, idsOf(extension)),
      notifyCaptured(t, payment),
    ]);
    expect(notified.body).toMatchObject({ code: 0, data: { result: 'settled' } });
    const [row] = await extensionsOf(t.db, order.orderId);
    const ledger = await ledgerOf(t.db, order.orderId);
    if (given.body.code === 0) {
      expect(row).toMatchObject({ state: 'abandoned' });
      expect(ledger).toMatchObject({ state: 6, due_date: order.dueDate });
      expect(await repaymentsOf(order.orderId)).toEqual([FEE_AS_REPAYMENT]);
    } else {
      expect(given.body.code).toBe(5208);
      expect(row).toMatchObject({ state: 'paid', payment_id: payment.id });
      expect(ledger).toMatchObject({ state: 11, extension_fee_paise: 24_000 });
    }
  });
});
