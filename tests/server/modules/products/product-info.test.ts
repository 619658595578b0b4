import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../../helpers/api.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { productId } from '../orders/order-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let placed = 0;

/** Settled loans placed directly (their history is what the limit ladder counts). */
async function settleLoans(phone: string, count: number) {
  for (let i = 0; i < count; i += 1, placed += 1)
    await t.db.query(
      `INSERT INTO orders (order_no, user_id, product_id, state, loan_amount_paise, arrive_amount_paise,
         repayment_amount_paise, period_days, applied_at, created_at, updated_at)
       SELECT $1, u.id, p.id, 7, 100000, 94100, 107479, 91, now(), now(), now()
       FROM users u, products p WHERE u.phone = $2 AND p.code = 'salary-plus'`,
      [`S${phone}-${placed}`, phone],
    );
}

describe('GET /api1/product/v1/product-info', () => {
  it("gives a product's terms with the amounts a new borrower may borrow, ascending", async () => {
    const me = await signIn(t.app);
    const id = await productId(t.db, 'rupee-flex');
    const { body } = await apiGet(t.app, `/product/v1/product-info?id=${id}`, { token: me.token });
    expect(body).toEqual({
      code: 0,
      msg: 'success',
      data: {
        id,
        name: 'Rupee Flex',
        logo: expect.stringMatching(/^data:image\/svg\+xml,/),
        amountList: [1000, 2000, 3000, 4000, 5000],
        fullAmountList: [1000, 2000, 3000, 4000, 5000],
        creditLimit: 5000,
        minAmount: 1000,
        maxAmount: 5000,
        period: 91,
        interestRate: 0.000822,
        annualRate: 0.3,
        serviceRate: 0.05,
        gstRate: 0.18,
        loanProcessingTime: '10 minutes',
        score: 4.8,
        slogan: 'Up to ₹5,000 in your bank account, repay in 91 days',
        detail: [
          {
            title: 'Requirements',
            content: [
              'Aadhaar card',
              'PAN card',
              'A photo of your face taken in the app',
              'A bank account in your own name',
            ],
          },
          {
            title: 'Eligibility',
            content: ['Indian citizen', '18 years or above', 'A regular monthly income'],
          },
        ],
        isFull: 0,
        productType: 1,
        h5Href: null,
      },
    });
  });

  it("offers only amounts within the borrower's limit, which grows with settled loans", async () => {
    const me = await signIn(t.app);
    const id = await productId(t.db, 'salary-plus');
    const info = async () =>
      (
        await apiGet<{ amountList: number[]; creditLimit: number }>(
          t.app,
          `/product/v1/product-info?id=${id}`,
          {
            token: me.token,
          },
        )
      ).body.data;
    expect(await info()).toMatchObject({ amountList: [3000, 5000], creditLimit: 5000 });
    await settleLoans(me.phone, 3);
    expect(await info()).toMatchObject({ amountList: [3000, 5000, 8000, 10000], creditLimit: 10000 });
    await settleLoans(me.phone, 2);
    expect((await info()).creditLimit).toBe(40000);
  });

  it('answers an unknown product, and a signed-out caller, clearly', async () => {
    const me = await signIn(t.app);
    expect((await apiGet(t.app, '/product/v1/product-info?id=999999', { token: me.token })).body).toEqual({
      code: 5001,
      msg: 'This product is not available. Please choose another product.',
      data: null,
    });
    expect((await apiGet(t.app, '/product/v1/product-info?id=1')).body.code).toBe(-4);
    expect((await apiGet(t.app, '/product/v1/product-info', { token: me.token })).body).toMatchObject({
      code: 1001,
      msg: 'Please choose a product.',
    });
  });
});
