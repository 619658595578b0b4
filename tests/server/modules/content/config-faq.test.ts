import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../../helpers/api.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api1/client/v1/config', () => {
  it('gives the contacts from the database to visitors and borrowers alike', async () => {
    const visitor = await apiGet(t.app, '/client/v1/config');
    expect(visitor.body).toEqual({
      code: 0,
      msg: 'success',
      data: {
        customer: { phone: '+91 80 4567 8900', email: 'support@loanapp.example' },
        lender: { name: 'Example Finance Private Limited (NBFC)' },
        grievance: {
          name: 'Priya Sharma, Grievance Redressal Officer',
          phone: '+91 80 4567 8901',
          email: 'grievance@loanapp.example',
        },
        app: { androidDownloadUrl: 'https://loanapp.example/download/android' },
      },
    });
    const me = await signIn(t.app);
    expect((await apiGet(t.app, '/client/v1/config', { token: me.token })).body).toEqual(visitor.body);
    // An old token on an optional endpoint is no reason to refuse the page.
    expect((await apiGet(t.app, '/client/v1/config', { token: 'B'.repeat(43) })).body.code).toBe(0);
  });

  it('shows what staff changed in the database', async () => {
    await t.db.query(
      `UPDATE client_settings SET value = 'help@loanapp.example' WHERE key = 'customer.email'`,
    );
    const { body } = await apiGet<{ customer: { email: string } }>(t.app, '/client/v1/config');
    expect(body.data.customer.email).toBe('help@loanapp.example');
  });
});

describe('GET /api1/client/v1/faq', () => {
  it('lists the questions in order, without hidden ones', async () => {
    const { body } = await apiGet<{ title: string; content: string }[]>(t.app, '/client/v1/faq');
    expect(body.code).toBe(0);
    expect(body.data.length).toBeGreaterThanOrEqual(5);
    expect(body.data[0]).toEqual({
      title: 'How much can I borrow?',
      content: expect.stringContaining('₹5,000'),
    });
    await t.db.query(`UPDATE faq_items SET active = false WHERE title = 'How much can I borrow?'`);
    const after = await apiGet<{ title: string }[]>(t.app, '/client/v1/faq');
    expect(after.body.data.map((item) => item.title)).not.toContain('How much can I borrow?');
    expect(after.body.data).toHaveLength(body.data.length - 1);
  });
});
