import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../../helpers/api.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function placeOrder(phone: string, orderNo: string, state: number, appliedAt: string) {
  await t.db.query(
    `INSERT INTO orders (order_no, user_id, product_id, state, loan_amount_paise, arrive_amount_paise,
       repayment_amount_paise, period_days, applied_at, created_at, updated_at)
     SELECT $1, u.id, p.id, $2, 300000, 282300, 322438, 91, $3, $3, $3
     FROM users u, products p WHERE u.phone = $4 AND p.code = 'rupee-flex'`,
    [orderNo, state, appliedAt, phone],
  );
}

describe('GET /api1/order/v1/list', () => {
  it('is empty for a new borrower', async () => {
    const me = await signIn(t.app);
    const { body } = await apiGet(t.app, '/order/v1/list', { token: me.token });
    expect(body).toEqual({ code: 0, msg: 'success', data: [] });
  });

  it("lists the borrower's own orders, newest first, in rupees", async () => {
    const me = await signIn(t.app);
    const other = await signIn(t.app);
    await placeOrder(me.phone, `A${me.phone}`, 7, '2026-01-05T10:00:00Z');
    await placeOrder(me.phone, `B${me.phone}`, 1, '2026-03-01T04:30:00Z');
    await placeOrder(other.phone, `C${other.phone}`, 6, '2026-02-01T10:00:00Z');

    const { body } = await apiGet<Record<string, unknown>[]>(t.app, '/order/v1/list', { token: me.token });
    expect(body.data.map((o) => o.orderNo)).toEqual([`B${me.phone}`, `A${me.phone}`]);
    expect(body.data[0]).toEqual({
      orderId: expect.any(Number),
      orderNo: `B${me.phone}`,
      productId: expect.any(Number),
      productName: 'Rupee Flex',
      orderState: 1,
      loanAmount: 3000,
      arriveAmount: 2823,
      repaymentAmount: 3224.38,
      applyTime: '2026-03-01T04:30:00.000Z',
    });
  });
});
