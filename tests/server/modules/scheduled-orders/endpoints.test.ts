import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiPost } from '../../helpers/api.ts';
import { countRows } from '../../helpers/db-rows.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { loanedOrder, productId, readyBorrower, serverNow, type Borrower } from '../orders/order-helpers.ts';
import {
  cancelScheduled,
  pendingSweeps,
  schedule,
  scheduledList,
  scheduledOrder,
  scheduleOk,
  scheduleOptions,
  setFull,
  storedRow,
} from './schedule-helpers.ts';

let t: TestApp;
let flex: number;
let salary: number;
let partner: number;
beforeAll(async () => {
  t = await createTestApp();
  flex = await productId(t.db, 'rupee-flex');
  salary = await productId(t.db, 'salary-plus');
  partner = await productId(t.db, 'partner-credit');
});
afterAll(() => t.close());

let settledCounter = 0;
/** Loans the borrower repaid earlier (they raise the limit: 3 settled loans lend up to ₹10,000). */
async function settledLoans(who: Borrower, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    settledCounter += 1;
    await t.db.query(
      `INSERT INTO orders (order_no, user_id, product_id, state, loan_amount_paise, arrive_amount_paise,
         repayment_amount_paise, period_days, applied_at, created_at, updated_at)
       VALUES ($1, $2, $3, 7, 100000, 94100, 107479, 91, now(), now(), now())`,
      [`SETTLED${who.userId}x${settledCounter}`, who.userId, flex],
    );
  }
}

describe('POST /api1/order/v1/order-auto-apply', () => {
  it('schedules a loan while one is in progress, saying what it waits for, and nudges the sweep', async () => {
    const me = await readyBorrower(t.app, t.db, { accountNo: '998877665544' });
    const loan = await loanedOrder(t.app, me, { productId: flex, borrowAmount: 1000 });
    const before = await serverNow(t.app);
    const answer = await schedule(t.app, me, { productId: flex, expectBorrowAmount: 3000 });
    expect(answer.body).toEqual({
      code: 0,
      msg: 'success',
      data: {
        id: expect.any(Number),
        productId: flex,
        productName: 'Rupee Flex',
        state: 0,
        expectBorrowAmount: 3000,
        bankNo: '****5544',
        createTime: expect.any(String),
        cardId: me.cardId,
        orderNo: null,
        orderId: null,
        applyTime: null,
        pendingReason: `Waiting for your loan ${loan.orderNo} to be settled.`,
      },
    });
    const created = new Date(answer.body.data.createTime).getTime();
    expect(created).toBeGreaterThanOrEqual(before.getTime());
    expect(created - before.getTime()).toBeLessThan(60_000);
    // The sweep is asked to run now (not at its next periodic run).
    expect(await pendingSweeps(t.db)).toEqual([
      { dedupe_key: 'scheduled-orders.sweep:nudge', run_at: new Date(created) },
    ]);
  });

  it('answers the same request again with the same scheduled order, and refuses a different one', async () => {
    const me = await readyBorrower(t.app, t.db);
    await loanedOrder(t.app, me, { productId: flex, borrowAmount: 1000 });
    const first = await scheduleOk(t.app, me, { productId: flex, expectBorrowAmount: 2000 });
    expect(await scheduleOk(t.app, me, { productId: flex, expectBorrowAmount: 2000 })).toEqual(first);
    expect((await schedule(t.app, me, { productId: flex, expectBorrowAmount: 4000 })).body).toEqual({
      code: 5302,
      msg: 'You already have a scheduled order. Please cancel it before scheduling another.',
      data: null,
    });
    expect(await countRows(t.db, 'scheduled_orders', 'user_id = $1', [me.userId])).toBe(1);
  });

  it('keeps one scheduled order from 10 identical requests sent at once', async () => {
    const me = await readyBorrower(t.app, t.db);
    await loanedOrder(t.app, me, { productId: flex, borrowAmount: 1000 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => schedule(t.app, me, { productId: flex, expectBorrowAmount: 5000 })),
    );
    expect(answers.map((a) => a.body.code)).toEqual(Array(10).fill(0));
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await countRows(t.db, 'scheduled_orders', 'user_id = $1', [me.userId])).toBe(1);
  });

  it('refuses, with a message and without a scheduled order, what the product or the borrower cannot take', async () => {
    const me = await readyBorrower(t.app, t.db);
    const other = await readyBorrower(t.app, t.db);
    const refusals: [Parameters<typeof schedule>[2], number, string][] = [
      [
        { productId: flex, expectBorrowAmount: 2500 },
        5005,
        'Please choose one of these amounts: ₹1,000, ₹2,000, ₹3,000, ₹4,000, ₹5,000.',
      ],
      [
        { productId: flex, expectBorrowAmount: 3000, cardId: other.cardId },
        5007,
        'This bank account is not one of yours. Please Select or Add Bank Account',
      ],
      [
        { productId: salary, expectBorrowAmount: 3000 },
        5002,
        'Salary Plus is full at the moment. Please choose another product.',
      ],
      [
        { productId: partner, expectBorrowAmount: 5000 },
        5003,
        "Partner Credit is offered on our partner's website. Please apply there.",
      ],
      [
        { productId: 999_999, expectBorrowAmount: 3000 },
        5001,
        'This product is not available. Please choose another product.',
      ],
    ];
    for (const [fields, code, msg] of refusals) {
      expect((await schedule(t.app, me, fields)).body, msg).toEqual({ code, msg, data: null });
    }
    expect(await countRows(t.db, 'scheduled_orders', 'user_id = $1', [me.userId])).toBe(0);
  });

  it('checks the amount against the limit the borrower will have when it can be applied', async () => {
    const me = await readyBorrower(t.app, t.db);
    await settledLoans(me, 2);
    await setFull(t.db, salary, false);
    try {
      // Two settled loans: ₹5,000 now.
      expect((await schedule(t.app, me, { productId: salary, expectBorrowAmount: 8000 })).body).toEqual({
        code: 5006,
        msg: 'Your limit is ₹5,000 now. Repay your loans on time to raise it.',
        data: null,
      });
      // With a loan in progress it is applied after that one settles: the third, ₹10,000.
      await loanedOrder(t.app, me, { productId: flex, borrowAmount: 1000 });
      const scheduled = await scheduleOk(t.app, me, { productId: salary, expectBorrowAmount: 8000 });
      expect(scheduled).toMatchObject({ productName: 'Salary Plus', expectBorrowAmount: 8000, state: 0 });
    } finally {
      await setFull(t.db, salary, true);
    }
  });

  it('needs every verification step done, naming the ones left', async () => {
    const me = await readyBorrower(t.app, t.db, { skip: ['face', 'work'] });
    expect((await schedule(t.app, me, { productId: flex, expectBorrowAmount: 1000 })).body).toEqual({
      code: 5304,
      msg: 'Please complete your profile before scheduling a loan (still to do: face recognition, work information).',
      data: null,
    });
    expect(await countRows(t.db, 'scheduled_orders', 'user_id = $1', [me.userId])).toBe(0);
  });

  it('checks the body against the contract with clear messages, and needs a signed-in borrower', async () => {
    const me = await readyBorrower(t.app, t.db);
    const noCard = await apiPost(
      t.app,
      '/order/v1/order-auto-apply',
      { productId: flex, expectBorrowAmount: 1000 },
      { token: me.token },
    );
    expect(noCard.body).toMatchObject({ code: 1001, msg: 'Please Select or Add Bank Account' });
    const zero = await schedule(t.app, me, { productId: flex, expectBorrowAmount: 0 });
    expect(zero.body).toMatchObject({ code: 1001, msg: 'Please choose an amount.' });
    const anonymous = await apiPost(t.app, '/order/v1/order-auto-apply', {
      productId: flex,
      expectBorrowAmount: 1000,
      cardId: me.cardId,
    });
    expect(anonymous.body.code).toBe(-4);
    expect(await countRows(t.db, 'scheduled_orders', 'user_id = $1', [me.userId])).toBe(0);
  });
});

describe('GET /api1/order/v1/auto-apply-options', () => {
  it('lists the products taking new loans with the amounts within the limit to come', async () => {
    const me = await readyBorrower(t.app, t.db);
    expect((await scheduleOptions(t.app, me)).body).toEqual({
      code: 0,
      msg: 'success',
      data: {
        products: [
          { productId: flex, productName: 'Rupee Flex', amountList: [1000, 2000, 3000, 4000, 5000] },
        ],
      },
    });
    await settledLoans(me, 2);
    await setFull(t.db, salary, false);
    try {
      expect((await scheduleOptions(t.app, me)).body.data.products).toEqual([
        { productId: flex, productName: 'Rupee Flex', amountList: [1000, 2000, 3000, 4000, 5000] },
        { productId: salary, productName: 'Salary Plus', amountList: [3000, 5000] },
      ]);
      await loanedOrder(t.app, me, { productId: flex, borrowAmount: 1000 });
      expect((await scheduleOptions(t.app, me)).body.data.products[1]).toEqual({
        productId: salary,
        productName: 'Salary Plus',
        amountList: [3000, 5000, 8000, 10000],
      });
    } finally {
      await setFull(t.db, salary, true);
    }
  });
});

describe('GET /api1/order/v1/get-auto-apply-list and get-auto-apply', () => {
  it("shows the borrower's own scheduled orders, newest first, and nobody else's", async () => {
    const me = await readyBorrower(t.app, t.db);
    const other = await readyBorrower(t.app, t.db);
    expect((await scheduledList(t.app, me)).body).toEqual({ code: 0, msg: 'success', data: [] });

    await loanedOrder(t.app, me, { productId: flex, borrowAmount: 1000 });
    const first = await scheduleOk(t.app, me, { productId: flex, expectBorrowAmount: 1000 });
    await cancelScheduled(t.app, me, { id: first.id, orderNo: null });
    const second = await scheduleOk(t.app, me, { productId: flex, expectBorrowAmount: 2000 });
    const theirs = await scheduleOk(t.app, other, { productId: flex, expectBorrowAmount: 4000 });

    const list = (await scheduledList(t.app, me)).body.data;
    expect(list.map((item) => [item.id, item.state, item.expectBorrowAmount])).toEqual([
      [second.id, 0, 2000],
      [first.id, 3, 1000],
    ]);
    expect((await scheduledOrder(t.app, me, second.id)).body).toEqual({
      code: 0,
      msg: 'success',
      data: second,
    });
    for (const id of [theirs.id, 999_999]) {
      expect((await scheduledOrder(t.app, me, id)).body).toEqual({
        code: 5301,
        msg: 'This scheduled order does not exist.',
        data: null,
      });
    }
    expect(
      (await apiGet(t.app, `/order/v1/get-auto-apply?orderId=x`, { token: me.token })).body,
    ).toMatchObject({
      code: 1001,
      msg: 'Please choose a scheduled order.',
    });
  });
});

describe('POST /api1/order/v1/cancel-auto-apply', () => {
  it('cancels a scheduled order once; cancelling again answers the same', async () => {
    const me = await readyBorrower(t.app, t.db);
    await loanedOrder(t.app, me, { productId: flex, borrowAmount: 1000 });
    const scheduled = await scheduleOk(t.app, me, { productId: flex, expectBorrowAmount: 3000 });
    const canceled = await cancelScheduled(t.app, me, { id: scheduled.id, orderNo: null });
    expect(canceled.body).toEqual({
      code: 0,
      msg: 'success',
      data: { ...scheduled, state: 3, pendingReason: null },
    });
    expect(await storedRow(t.db, scheduled.id)).toMatchObject({ state: 3, canceled_at: expect.any(Date) });
    const canceledAt = (await storedRow(t.db, scheduled.id))?.canceled_at;
    expect((await cancelScheduled(t.app, me, { id: scheduled.id, orderNo: '' })).body).toEqual(canceled.body);
    expect((await storedRow(t.db, scheduled.id))?.canceled_at).toEqual(canceledAt);
    // A new one may be scheduled after cancelling.
    expect((await scheduleOk(t.app, me, { productId: flex, expectBorrowAmount: 3000 })).id).not.toBe(
      scheduled.id,
    );
  });

  it("answers someone else's scheduled order, or another order number, like an unknown one", async () => {
    const me = await readyBorrower(t.app, t.db);
    const other = await readyBorrower(t.app, t.db);
    await loanedOrder(t.app, other, { productId: flex, borrowAmount: 1000 });
    const theirs = await scheduleOk(t.app, other, { productId: flex, expectBorrowAmount: 3000 });
    const notFound = { code: 5301, msg: 'This scheduled order does not exist.', data: null };
    expect((await cancelScheduled(t.app, me, { id: theirs.id })).body).toEqual(notFound);
    expect((await cancelScheduled(t.app, other, { id: theirs.id, orderNo: 'LN260101000001' })).body).toEqual(
      notFound,
    );
    expect(await storedRow(t.db, theirs.id)).toMatchObject({ state: 0 });
  });
});
