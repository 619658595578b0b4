import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../../helpers/api.ts';
import { countRows } from '../../helpers/db-rows.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { advance, apply, applyOk, productId, readyBorrower, transitionsOf } from './order-helpers.ts';

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

describe('POST /api1/order/v1/apply', () => {
  it('creates one order in 1 Auditing with the calculated figures and the first transition', async () => {
    const me = await readyBorrower(t.app, t.db);
    const order = await applyOk(t.app, me, { productId: flex, borrowAmount: 3000 });
    expect(order.orderNo).toMatch(/^LN\d{6}\d{6}$/);

    const { rows } = await t.db.query<Record<string, unknown>>(
      `SELECT state, loan_amount_paise, arrive_amount_paise, repayment_amount_paise, service_fee_paise, gst_fee_paise,
              interest_paise, period_days, bank_card_id, annual_rate_bp, penal_daily_rate_bp, penal_cap_bp
       FROM orders WHERE id = $1`,
      [order.orderId],
    );
    expect(rows[0]).toEqual({
      state: 1,
      loan_amount_paise: 300_000,
      arrive_amount_paise: 282_300,
      repayment_amount_paise: 322_438,
      service_fee_paise: 15_000,
      gst_fee_paise: 2_700,
      interest_paise: 22_438,
      period_days: 91,
      bank_card_id: me.cardId,
      annual_rate_bp: 3000,
      penal_daily_rate_bp: 50,
      penal_cap_bp: 2500,
    });
    expect(await transitionsOf(t.db, order.orderId)).toEqual([
      { from_state: null, to_state: 1, actor: 'borrower', reason: 'applied' },
    ]);
    const list = await apiGet<{ orderId: number; orderState: number }[]>(t.app, '/order/v1/list', {
      token: me.token,
    });
    expect(list.body.data).toEqual([expect.objectContaining({ orderId: order.orderId, orderState: 1 })]);
  });

  it('makes exactly one order from 20 simultaneous identical applications', async () => {
    const me = await readyBorrower(t.app, t.db);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => apply(t.app, me, { productId: flex, borrowAmount: 2000 })),
    );
    expect(answers.map((a) => a.body.code)).toEqual(Array(20).fill(0));
    const ids = new Set(answers.map((a) => a.body.data.orderId));
    expect(ids.size).toBe(1);
    expect(await countRows(t.db, 'orders', 'user_id = $1', [me.userId])).toBe(1);
    expect(
      await countRows(t.db, 'jobs', `kind = 'orders.audit' AND payload->>'orderId' = $1`, [
        String([...ids][0]),
      ]),
    ).toBe(1);
  });

  it('answers a retry with the order it already made, and refuses a different second application', async () => {
    const me = await readyBorrower(t.app, t.db);
    const first = await applyOk(t.app, me, { productId: flex, borrowAmount: 4000 });
    expect((await apply(t.app, me, { productId: flex, borrowAmount: 4000 })).body.data).toEqual(first);
    expect((await apply(t.app, me, { productId: flex, borrowAmount: 1000 })).body).toEqual({
      code: 5008,
      msg: `You already have a loan in progress (order ${first.orderNo}). Please finish it before applying again.`,
      data: null,
    });
    expect(await countRows(t.db, 'orders', 'user_id = $1', [me.userId])).toBe(1);
  });

  it('takes the same application as a new one, refused, once the first is no longer minutes old', async () => {
    const me = await readyBorrower(t.app, t.db);
    const first = await applyOk(t.app, me, { productId: flex, borrowAmount: 3000 });
    // A product page left open on another phone, tapped after the loan was under way.
    await advance(t.app, { advanceMinutes: 11 });
    expect((await apply(t.app, me, { productId: flex, borrowAmount: 3000 })).body).toEqual({
      code: 5008,
      msg: `You already have a loan in progress (order ${first.orderNo}). Please finish it before applying again.`,
      data: null,
    });
    expect(await countRows(t.db, 'orders', 'user_id = $1', [me.userId])).toBe(1);
  });

  it('refuses, with a message and without an order, what the product or the borrower cannot take', async () => {
    const me = await readyBorrower(t.app, t.db);
    const other = await readyBorrower(t.app, t.db);
    const refusals: [Parameters<typeof apply>[2], number, string][] = [
      [
        { productId: flex, borrowAmount: 2500 },
        5005,
        'Please choose one of these amounts: ₹1,000, ₹2,000, ₹3,000, ₹4,000, ₹5,000.',
      ],
      [{ productId: flex, borrowAmount: 3000, periods: 7 }, 5004, 'Rupee Flex is lent for 91 days only.'],
      [
        { productId: flex, borrowAmount: 3000, cardId: other.cardId },
        5007,
        'This bank account is not one of yours. Please Select or Add Bank Account',
      ],
      [
        { productId: salary, borrowAmount: 3000, periods: 180 },
        5002,
        'Salary Plus is full at the moment. Please choose another product.',
      ],
      [
        { productId: partner, borrowAmount: 5000, periods: 120 },
        5003,
        "Partner Credit is offered on our partner's website. Please apply there.",
      ],
      [
        { productId: 999_999, borrowAmount: 3000 },
        5001,
        'This product is not available. Please choose another product.',
      ],
    ];
    for (const [fields, code, msg] of refusals) {
      expect((await apply(t.app, me, fields)).body, msg).toEqual({ code, msg, data: null });
    }
    expect(await countRows(t.db, 'orders', 'user_id = $1', [me.userId])).toBe(0);
  });

  it("refuses an amount over the borrower's limit (₹5,000 before 3 settled loans)", async () => {
    const me = await readyBorrower(t.app, t.db);
    // Salary Plus lends up to ₹10,000; open it for this test only.
    await t.db.query('UPDATE products SET is_full = false WHERE id = $1', [salary]);
    try {
      expect((await apply(t.app, me, { productId: salary, borrowAmount: 8000, periods: 180 })).body).toEqual({
        code: 5006,
        msg: 'Your limit is ₹5,000 now. Repay your loans on time to raise it.',
        data: null,
      });
      await applyOk(t.app, me, { productId: salary, borrowAmount: 5000, periods: 180 });
    } finally {
      await t.db.query('UPDATE products SET is_full = true WHERE id = $1', [salary]);
    }
  });

  it('checks the body against the contract with clear messages', async () => {
    const me = await readyBorrower(t.app, t.db);
    const missingCard = await apply(t.app, me, {
      productId: flex,
      borrowAmount: 3000,
      cardId: 'x' as unknown as number,
    });
    expect(missingCard.body).toMatchObject({ code: 1001, msg: 'Please Select or Add Bank Account' });
    expect((await apiGet(t.app, '/order/v1/list')).body.code).toBe(-4);
  });

  it('refuses an amount in parts of a paisa, which is no amount offered, and makes no order', async () => {
    const me = await readyBorrower(t.app, t.db);
    for (const borrowAmount of [4000.004, 4999.995]) {
      const refused = await apply(t.app, me, { productId: flex, borrowAmount });
      expect(refused.body, String(borrowAmount)).toMatchObject({
        code: 1001,
        msg: 'Please choose an amount.',
      });
    }
    const calculated = await apiGet(
      t.app,
      `/order/v1/calculate?amount=4999.995&period=91&productId=${flex}`,
      {
        token: me.token,
      },
    );
    expect(calculated.body).toMatchObject({ code: 1001, msg: 'Please choose an amount.' });
    expect(await countRows(t.db, 'orders', 'user_id = $1', [me.userId])).toBe(0);
    // Paise written as a float still are whole paise (4000.1 is 400010.00000000006 paise in binary):
    // past the contract, refused only as an amount not offered.
    expect((await apply(t.app, me, { productId: flex, borrowAmount: 4000.1 })).body.code).toBe(5005);
  });
});
