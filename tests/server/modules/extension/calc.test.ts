/**
 * GET extension-calc through the real app: when a request opens, its fee against figures worked out
 * by hand, asking again, and every refusal. Rupee Flex ₹3,000 for 91 days at 30% a year: interest
 * for the period 22438 paise (₹224.38), extension service fee 8% = ₹240, penal ₹15 a day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateText } from '../../../../server/modules/orders/ist-calendar.ts';
import { countRows } from '../../helpers/db-rows.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { applyOk, detail, productId, readyBorrower, serverNow } from '../orders/order-helpers.ts';
import { partialRepayment, paymentsOfOrder, repay } from '../payments/payment-fixtures.ts';
import { calc, calcOk, daysLater, extensionsOf, loanWithDates, payOnSandbox } from './extension-helpers.ts';

const HOUR_MS = 60 * 60_000;

let t: TestApp;
let flex: number;
beforeAll(async () => {
  t = await createTestApp();
  flex = await productId(t.db, 'rupee-flex');
});
afterAll(() => t.close());

describe('GET /order-repay-extension/v1/extension-calc/{id}', () => {
  it('opens in the last 6 days before the due date, with the fee of that day', async () => {
    const me = await readyBorrower(t.app, t.db);
    const order = await loanWithDates(t, me, flex, 3000);

    // Day 84: 84 + 7 = 91, the due date itself, so the loan would not get longer.
    await daysLater(t.app, me, 84);
    expect((await calc(t.app, me, order.orderId)).body).toEqual({
      code: 5203,
      msg: `Your due date is ${dateText(order.dueDate, 'en')}. You can extend it from ${dateText(addDays(order.dueDate, -6), 'en')}.`,
      data: null,
    });
    expect((await detail(t.app, me, order.orderId)).body.data).toMatchObject({ isExtension: false });
    expect(await extensionsOf(t.db, order.orderId)).toEqual([]);

    // Day 88: interest 300000 x 3000 x 88 / 3650000 = 21698.63 -> ₹216.99; fee 240 + 216.99.
    await daysLater(t.app, me, 4);
    expect((await detail(t.app, me, order.orderId)).body.data).toMatchObject({
      isExtension: true,
      extensionMsg:
        'Extend due date: pay the extension fee and your due date moves to 7 days from the day you ask.',
    });
    expect((await detail(t.app, me, order.orderId, 'hi')).body.data.extensionMsg).toBe(
      'अंतिम तारीख़ बढ़ाएँ: विस्तार शुल्क चुकाएँ और आपकी अंतिम तारीख़ अनुरोध के दिन से 7 दिन आगे हो जाएगी।',
    );
    const before = await serverNow(t.app);
    const extension = await calcOk(t.app, me, order.orderId);
    const after = await serverNow(t.app);
    expect(extension).toEqual({
      extensionId: expect.any(Number),
      orderId: order.orderId,
      orderNo: order.orderNo,
      orderRepayId: order.orderId,
      extensionState: 0,
      extensionFee: 456.99,
      extensionFeePaid: 0,
      extensionServiceFee: 240,
      extensionRate: 0.08,
      overdueFee: 0,
      interest: 216.99,
      extensionApplyTime: expect.any(String),
      extensionDay: 7,
      extensionTime: addDays(order.loanDate, 88 + 7),
      payBy: expect.any(String),
    });
    const appliedAt = Date.parse(extension.extensionApplyTime);
    expect(appliedAt).toBeGreaterThanOrEqual(before.getTime());
    expect(appliedAt).toBeLessThanOrEqual(after.getTime());
    expect(Date.parse(extension.payBy) - appliedAt).toBe(24 * HOUR_MS);

    // Asking again answers the same request, and its expiry is scheduled once, at payBy.
    expect(await calcOk(t.app, me, order.orderId)).toEqual(extension);
    expect(await extensionsOf(t.db, order.orderId)).toHaveLength(1);
    const { rows } = await t.db.query<{ run_at: Date }>(
      `SELECT run_at FROM jobs WHERE kind = 'extension.expire' AND payload->>'extensionId' = $1`,
      [String(extension.extensionId)],
    );
    expect(rows.map((row) => row.run_at.toISOString())).toEqual([extension.payBy]);
  });

  it('adds the unpaid penal charges of an overdue loan', async () => {
    const me = await readyBorrower(t.app, t.db);
    const order = await loanWithDates(t, me, flex, 3000);
    // Day 94, 3 days overdue: penal 3 x ₹15 = ₹45; interest counted for the 91 days at most,
    // ₹224.38; fee 240 + 45 + 224.38 = ₹509.38; due 7 days from the request.
    await daysLater(t.app, me, 94);
    expect(await calcOk(t.app, me, order.orderId)).toMatchObject({
      extensionFee: 509.38,
      extensionFeePaid: 0,
      extensionServiceFee: 240,
      overdueFee: 45,
      interest: 224.38,
      extensionTime: addDays(order.loanDate, 94 + 7),
    });
  });

  it('counts an earlier partial repayment towards the fee first', async () => {
    const me = await readyBorrower(t.app, t.db);
    const order = await loanWithDates(t, me, flex, 3000);
    // Day 10: ₹324.38 repaid, split interest first: ₹224.38 interest, ₹100 principal.
    await daysLater(t.app, me, 10);
    await partialRepayment(t, me, order.orderId, 32_438);
    // Day 88: accrued interest ₹216.99 is already paid; fee 240 - the ₹100 on principal = ₹140.
    await daysLater(t.app, me, 78);
    expect(await calcOk(t.app, me, order.orderId)).toMatchObject({
      extensionFee: 140,
      extensionFeePaid: 100,
      extensionServiceFee: 240,
      overdueFee: 0,
      interest: 0,
    });
  });

  it('asks nothing when the repaid money covers the whole fee', async () => {
    const me = await readyBorrower(t.app, t.db);
    const order = await loanWithDates(t, me, flex, 3000);
    // Day 10: ₹1,000 repaid: ₹224.38 interest, ₹775.62 principal. Day 88: credit min(775.62, 240).
    await daysLater(t.app, me, 10);
    await partialRepayment(t, me, order.orderId, 100_000);
    await daysLater(t.app, me, 78);
    expect(await calcOk(t.app, me, order.orderId)).toMatchObject({
      extensionFee: 0,
      extensionFeePaid: 240,
      extensionServiceFee: 240,
      interest: 0,
    });
  });

  it("answers someone else's order exactly like an unknown one", async () => {
    const me = await readyBorrower(t.app, t.db);
    const order = await loanWithDates(t, me, flex, 3000);
    await daysLater(t.app, me, 88);
    const other = await readyBorrower(t.app, t.db);
    const theirs = await calc(t.app, other, order.orderId);
    expect(theirs.body).toEqual({ code: 5010, msg: 'This order does not exist.', data: null });
    expect((await calc(t.app, other, 987_654_321)).body).toEqual(theirs.body);
    expect(await extensionsOf(t.db, order.orderId)).toEqual([]);
  });

  it('refuses an order being audited and a settled one', async () => {
    const me = await readyBorrower(t.app, t.db);
    const auditing = await applyOk(t.app, me, { productId: flex, borrowAmount: 1000 });
    expect((await calc(t.app, me, auditing.orderId)).body).toEqual({
      code: 5201,
      msg: 'This loan cannot be extended now (it is Auditing).',
      data: null,
    });

    const you = await readyBorrower(t.app, t.db);
    const settled = await loanWithDates(t, you, flex, 1000);
    await daysLater(t.app, you, 88);
    const link = await repay(t.app, { token: you.token, orderId: settled.orderId });
    await payOnSandbox(t.app, link.body.data.paymentUrl);
    expect((await calc(t.app, you, settled.orderId)).body).toMatchObject({
      code: 5201,
      msg: 'This loan cannot be extended now (it is Settled).',
    });
    expect(
      await countRows(t.db, 'order_extensions', 'order_id = ANY($1)', [[auditing.orderId, settled.orderId]]),
    ).toBe(0);
    expect((await paymentsOfOrder(t.db, settled.orderId)).map((p) => p.state)).toEqual(['captured']);
  });

  it('opens exactly one request for 20 simultaneous asks', async () => {
    const me = await readyBorrower(t.app, t.db);
    const order = await loanWithDates(t, me, flex, 2000);
    await daysLater(t.app, me, 90);
    const answers = await Promise.all(Array.from({ length: 20 }, () => calc(t.app, me, order.orderId)));
    expect(answers.map((answer) => answer.body.code)).toEqual(Array(20).fill(0));
    expect(new Set(answers.map((answer) => answer.body.data.extensionId)).size).toBe(1);
    expect(await extensionsOf(t.db, order.orderId)).toHaveLength(1);
    expect(
      await countRows(t.db, 'jobs', `kind = 'extension.expire' AND payload->>'extensionId' = $1`, [
        String(answers[0]!.body.data.extensionId),
      ]),
    ).toBe(1);
  });

  it('ends a request whose window passed before its job ran, and opens a new one', async () => {
    const me = await readyBorrower(t.app, t.db);
    const order = await loanWithDates(t, me, flex, 3000);
    await daysLater(t.app, me, 86);
    const first = await calcOk(t.app, me, order.orderId);
    // Day 86: interest 300000 x 3000 x 86 / 3650000 = 21205.48 -> 21205, fee 24000 + 21205.
    // A day later (no job run): the first has expired; the new one counts one more day of
    // interest, 300000 x 3000 x 87 / 3650000 = 21452.05 -> ₹214.52.
    await daysLater(t.app, me, 1);
    const second = await calcOk(t.app, me, order.orderId);
    expect(second.extensionId).not.toBe(first.extensionId);
    expect(second).toMatchObject({ interest: 214.52, extensionFee: 454.52 });
    expect(await extensionsOf(t.db, order.orderId)).toEqual([
      {
        id: first.extensionId,
        state: 'expired',
        fee_paise: 45_205,
        payment_id: null,
        outcome: 'not paid within 24 hours',
      },
      { id: second.extensionId, state: 'pending', fee_paise: 45_452, payment_id: null, outcome: null },
    ]);
  });
});
