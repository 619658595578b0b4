import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../../helpers/api.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Home {
  userType: number;
  homeProductVos: Record<string, unknown>[];
  undwayList: Record<string, unknown>[];
}

/** Places an order directly (the order engine comes later); amounts in paise. */
async function placeOrder(
  phone: string,
  productCode: string,
  state: number,
  appliedAt: string,
  loanPaise = 300_000,
) {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO orders (order_no, user_id, product_id, state, loan_amount_paise, arrive_amount_paise,
       repayment_amount_paise, period_days, applied_at, created_at, updated_at)
     SELECT $1, u.id, p.id, $2, $3, $3 - 17700, $3 + 22438, p.period_days, $4, $4, $4
     FROM users u, products p WHERE u.phone = $5 AND p.code = $6
     RETURNING id`,
    [
      `LN${phone.slice(-6)}${state}${Date.parse(appliedAt) % 100000}`,
      state,
      loanPaise,
      appliedAt,
      phone,
      productCode,
    ],
  );
  return rows[0]!.id;
}

describe('GET /api1/home/v1/index', () => {
  it('shows a new borrower (userType 0) the seeded products with their terms', async () => {
    const me = await signIn(t.app);
    const { body } = await apiGet<Home>(t.app, '/home/v1/index', { token: me.token });
    expect(body.code).toBe(0);
    expect(body.data.userType).toBe(0);
    expect(body.data.undwayList).toEqual([]);
    expect(body.data.homeProductVos.map((p) => p.name)).toEqual([
      'Rupee Flex',
      'Salary Plus',
      'Partner Credit',
    ]);
    const [flex, salary, partner] = body.data.homeProductVos;
    expect(flex).toEqual({
      id: expect.any(Number),
      name: 'Rupee Flex',
      logo: expect.stringMatching(/^data:image\/svg\+xml,/),
      minAmount: 1000,
      maxAmount: 5000,
      rate: 0.000822,
      annualRate: 0.3,
      isFull: 0,
      productType: 1,
      h5Href: null,
      period: 91,
      loanProcessingTime: '10 minutes',
      score: 4.8,
    });
    expect(salary).toMatchObject({ isFull: 1, period: 180, minAmount: 3000, maxAmount: 10000 });
    expect(partner).toMatchObject({
      productType: 0,
      h5Href: 'https://partner.example.com/apply',
      period: 120,
    });
    for (const product of body.data.homeProductVos) {
      expect(product.period).toBeGreaterThanOrEqual(91);
      expect(product.period).toBeLessThanOrEqual(180);
    }
  });

  it("shows a returning borrower (userType 1) their order in progress and nobody else's", async () => {
    const me = await signIn(t.app);
    const someoneElse = await signIn(t.app);
    await placeOrder(me.phone, 'rupee-flex', 7, '2026-01-05T10:00:00Z'); // settled: not in progress
    const auditing = await placeOrder(me.phone, 'rupee-flex', 1, '2026-03-01T10:00:00Z', 500_000);
    await placeOrder(someoneElse.phone, 'rupee-flex', 6, '2026-03-02T10:00:00Z');

    const { body } = await apiGet<Home>(t.app, '/home/v1/index', { token: me.token });
    expect(body.data.userType).toBe(1);
    expect(body.data.undwayList).toEqual([
      {
        orderId: auditing,
        orderState: 1,
        name: 'Rupee Flex',
        logo: expect.stringMatching(/^data:/),
        amount: 5000,
        fullButtonName: 'In Auditing',
        productId: expect.any(Number),
      },
    ]);
    // A Hindi reader reads the button as the order screens say the step (decisions 0043, 0055).
    const hindi = await apiGet<Home>(t.app, '/home/v1/index', {
      token: me.token,
      headers: { 'x-locale': 'hi' },
    });
    expect(hindi.body.data.undwayList[0]?.fullButtonName).toBe('जाँच जारी है');
  });

  it('counts a borrower whose only order is finished as returning', async () => {
    const me = await signIn(t.app);
    await placeOrder(me.phone, 'rupee-flex', 3, '2026-02-01T10:00:00Z');
    const { body } = await apiGet<Home>(t.app, '/home/v1/index', { token: me.token });
    expect(body.data.userType).toBe(1);
    expect(body.data.undwayList).toEqual([]);
  });
});
