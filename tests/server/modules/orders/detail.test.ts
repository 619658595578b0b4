import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { applyOk, detail, loanedOrder, productId, readyBorrower } from './order-helpers.ts';

let t: TestApp;
let flex: number;
beforeAll(async () => {
  t = await createTestApp();
  flex = await productId(t.db, 'rupee-flex');
});
afterAll(() => t.close());

describe('GET /api1/order/v1/detail', () => {
  it('gives every field of the order detail for an order being repaid', async () => {
    const me = await readyBorrower(t.app, t.db, { accountNo: '77771234' });
    const order = await loanedOrder(t.app, me, { productId: flex, borrowAmount: 3000 });
    const { body } = await detail(t.app, me, order.orderId);
    expect(body.code).toBe(0);
    expect(body.data).toEqual({
      orderId: order.orderId,
      orderNo: order.orderNo,
      orderState: 6,
      productId: flex,
      productName: 'Rupee Flex',
      loanAmount: 3000,
      period: 91,
      arriveAmount: 2823,
      repaymentAmount: 3224.38,
      loanDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.+Z$/),
      repaymentDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.+Z$/),
      dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      overdueDays: 0,
      overdueFee: 0,
      gtsFee: 27,
      serviceFee: 150,
      gstFee: 27,
      interest: 224.38,
      applyTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.+Z$/),
      // With 91 days to the due date, an extension would not move it later (extension/rules.ts).
      extensionMsg: '',
      extensionState: 0,
      isExtension: false,
      reservation: 0,
      bankNo: '****1234',
      canChooseAmount: [1000, 2000, 3000, 4000, 5000],
      outstandingAmount: 3224.38,
      repaidAmount: 0,
      apr: 0.5703,
    });
  });

  it('shows an order in Auditing without loan dates, extension or anything to repay', async () => {
    const me = await readyBorrower(t.app, t.db);
    const order = await applyOk(t.app, me, { productId: flex, borrowAmount: 1000 });
    expect((await detail(t.app, me, order.orderId)).body.data).toMatchObject({
      orderState: 1,
      loanDate: null,
      repaymentDate: null,
      dueDate: null,
      isExtension: false,
      extensionMsg: '',
      canChooseAmount: [],
      outstandingAmount: 0,
      bankNo: '****9012',
    });
  });

  it("answers someone else's order exactly like an unknown one", async () => {
    const me = await readyBorrower(t.app, t.db);
    const other = await readyBorrower(t.app, t.db);
    const order = await applyOk(t.app, me, { productId: flex, borrowAmount: 1000 });
    const theirs = await detail(t.app, other, order.orderId);
    const unknown = await detail(t.app, other, 987_654_321);
    expect(theirs.body).toEqual({ code: 5010, msg: 'This order does not exist.', data: null });
    expect(unknown.body).toEqual(theirs.body);
    expect(unknown.status).toBe(theirs.status);
  });

  it('keeps a second order in progress out of the database whatever the application does', async () => {
    const me = await readyBorrower(t.app, t.db);
    await applyOk(t.app, me, { productId: flex, borrowAmount: 1000 });
    await expect(
      t.db.query(
        `INSERT INTO orders (order_no, user_id, product_id, state, loan_amount_paise, arrive_amount_paise,
           repayment_amount_paise, period_days, applied_at, created_at, updated_at)
         VALUES ('DIRECT1', $1, $2, 2, 100000, 94100, 107479, 91, now(), now(), now())`,
        [me.userId, flex],
      ),
    ).rejects.toThrow(/orders_one_in_progress/);
  });
});

// Only where connections really overlap (CI's PostgreSQL run): PGlite has one connection, on which
// a held transaction would hold up every other query anyway.
describe.runIf(Boolean(process.env.DATABASE_URL))('the order detail beside a payment in progress', () => {
  it('answers a view while another transaction holds the order (nothing to catch up: no lock taken)', async () => {
    const me = await readyBorrower(t.app, t.db);
    const order = await loanedOrder(t.app, me, { productId: flex, borrowAmount: 3000 });
    const answered = await t.db.transaction(async (tx) => {
      // What a repayment's settlement does first: lock the order until it commits.
      await tx.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [order.orderId]);
      const held = new Promise<'held up'>((resolve) => setTimeout(() => resolve('held up'), 3000));
      return Promise.race([detail(t.app, me, order.orderId).then(({ body }) => body), held]);
    });
    expect(answered).toMatchObject({ code: 0, data: { orderId: order.orderId, orderState: 6 } });
  });
});
