import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDateOf } from '../../../../server/modules/orders/ist-calendar.ts';
import { apiGet } from '../../helpers/api.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { advance, apply, applyOk, forceAudit, productId, readyBorrower } from './order-helpers.ts';

let t: TestApp;
let flex: number;
let salary: number;
beforeAll(async () => {
  t = await createTestApp();
  flex = await productId(t.db, 'rupee-flex');
  salary = await productId(t.db, 'salary-plus');
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60_000;

describe('GET /api1/order/v1/calculate', () => {
  it('gives every figure of the Key Fact Statement, as the order will be priced', async () => {
    const me = await signIn(t.app);
    const before = new Date(Date.now());
    const { body } = await apiGet<Record<string, unknown>>(
      t.app,
      `/order/v1/calculate?amount=3000&period=91&productId=${flex}`,
      { token: me.token },
    );
    expect(body.code).toBe(0);
    expect(body.data).toEqual({
      productId: flex,
      productName: 'Rupee Flex',
      amount: 3000,
      period: 91,
      repaymentAmount: 3224.38,
      serviceFee: 150,
      gstFee: 27,
      interest: 224.38,
      arriveAmount: 2823,
      apr: 0.5703,
      annualRate: 0.3,
      interestRate: 0.000822,
      serviceRate: 0.05,
      gstRate: 0.18,
      dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      penalDailyRate: 0.005,
      penalCap: 750,
    });
    // The IST date 91 days from today (by the server's clock, which this file may have moved).
    const dueMs = Date.parse(`${body.data.dueDate as string}T00:00:00Z`);
    const todayMs = Date.parse(`${istDateOf(before)}T00:00:00Z`);
    expect((dueMs - todayMs) / DAY_MS).toBeGreaterThanOrEqual(91);
  });

  it('refuses another period, an amount off the list or over the limit, and a full product', async () => {
    const me = await signIn(t.app);
    const calc = (query: string) => apiGet(t.app, `/order/v1/calculate?${query}`, { token: me.token });
    expect((await calc(`amount=3000&period=7&productId=${flex}`)).body).toEqual({
      code: 5004,
      msg: 'Rupee Flex is lent for 91 days only.',
      data: null,
    });
    expect((await calc(`amount=3500&period=91&productId=${flex}`)).body.code).toBe(5005);
    expect((await calc(`amount=3000&period=180&productId=${salary}`)).body.code).toBe(5002);
    await t.db.query('UPDATE products SET is_full = false WHERE id = $1', [salary]);
    try {
      expect((await calc(`amount=8000&period=180&productId=${salary}`)).body).toEqual({
        code: 5006,
        msg: 'Your limit is ₹5,000 now. Repay your loans on time to raise it.',
        data: null,
      });
      expect((await calc(`amount=5000&period=180&productId=${salary}`)).body.code).toBe(0);
    } finally {
      await t.db.query('UPDATE products SET is_full = true WHERE id = $1', [salary]);
    }
    expect((await calc(`amount=abc&period=91&productId=${flex}`)).body).toMatchObject({
      code: 1001,
      msg: 'Please choose an amount.',
    });
  });
});

describe('GET /api1/order/v1/precheck', () => {
  it('says 1 (may apply) to a borrower without orders, and 2 with the order in progress', async () => {
    const me = await readyBorrower(t.app, t.db);
    const precheck = () => apiGet(t.app, `/order/v1/precheck?productId=${flex}`, { token: me.token });
    expect((await precheck()).body.data).toEqual({ orderStatus: 1, rejectStatusVO: null, orderId: null });
    const order = await applyOk(t.app, me, { productId: flex, borrowAmount: 1000 });
    expect((await precheck()).body.data).toEqual({
      orderStatus: 2,
      rejectStatusVO: null,
      orderId: order.orderId,
    });
  });

  it('says 0 with the days and hours left for 15 IST calendar days after a denial, then 1', async () => {
    const me = await readyBorrower(t.app, t.db);
    const order = await applyOk(t.app, me, { productId: flex, borrowAmount: 1000 });
    expect((await forceAudit(t.app, order.orderId, 'deny')).body.data).toEqual({
      orderId: order.orderId,
      orderState: 3,
    });
    const { rows } = await t.db.query<{ at: Date }>(
      'SELECT at FROM order_transitions WHERE order_id = $1 AND to_state = 3',
      [order.orderId],
    );
    const deniedAt = rows[0]!.at;
    // Waiting ends at 00:00 IST on the 15th calendar day after the denial's IST date.
    const ends = Date.parse(`${istDateOf(deniedAt)}T00:00:00+05:30`) + 15 * DAY_MS;

    const now = await advance(t.app, { advanceDays: 3 });
    const answer = await apiGet<{ orderStatus: number; rejectStatusVO: { day: number; hour: number } }>(
      t.app,
      `/order/v1/precheck?productId=${flex}`,
      { token: me.token },
    );
    const hoursLeft = Math.ceil((ends - now.getTime()) / 3_600_000);
    expect(answer.body.data.orderStatus).toBe(0);
    const { day, hour } = answer.body.data.rejectStatusVO;
    // The server's clock runs on between the two readings: the same or the next hour down.
    expect([hoursLeft, hoursLeft - 1]).toContain(day * 24 + hour);
    expect(day).toBeGreaterThanOrEqual(11);
    expect(day).toBeLessThanOrEqual(12);

    const refused = await apply(t.app, me, { productId: flex, borrowAmount: 1000 });
    expect(refused.body).toMatchObject({ code: 5009, data: null });
    expect(refused.body.msg).toMatch(
      /^Your last application was not approved\. You can apply again in 1[12] days( \d+ hours?)?\.$/,
    );
    await advance(t.app, { advanceDays: 12 });
    expect(
      (await apiGet(t.app, `/order/v1/precheck?productId=${flex}`, { token: me.token })).body.data,
    ).toEqual({ orderStatus: 1, rejectStatusVO: null, orderId: null });
  });
});
