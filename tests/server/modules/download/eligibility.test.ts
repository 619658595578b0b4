import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../../helpers/api.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Eligibility {
  accordWith: boolean;
  externalUrl: string;
  product: {
    annualRatePercent: number;
    gstPercent: number;
    minTenureDays: number;
    maxTenureDays: number;
    example: Record<string, number>;
  };
}

const ELIGIBILITY = '/download/v1/eligibility';
const check = (os?: string) =>
  apiGet<Eligibility>(t.app, ELIGIBILITY, os === undefined ? {} : { headers: { os } });

describe('GET /api1/download/v1/eligibility', () => {
  it('lets the iOS web app go on while web sign-ups are open; sends others to the download site', async () => {
    const config = await apiGet<{ app: { androidDownloadUrl: string } }>(t.app, '/client/v1/config');
    const site = config.body.data.app.androidDownloadUrl;
    expect(site).toBe('https://loanapp.example/download/android');

    expect((await check('ios-h5')).body.data).toMatchObject({ accordWith: true, externalUrl: site });
    expect((await check('android-h5')).body.data).toMatchObject({ accordWith: false, externalUrl: site });
    expect((await check()).body.data.accordWith).toBe(false);
  });

  it('sends iOS visitors to the download site too once staff close web sign-ups', async () => {
    await t.db.query(`UPDATE client_settings SET value = 'false' WHERE key = 'download.webSignupsOpen'`);
    try {
      expect((await check('ios-h5')).body.data.accordWith).toBe(false);
    } finally {
      await t.db.query(`UPDATE client_settings SET value = 'true' WHERE key = 'download.webSignupsOpen'`);
    }
  });

  it('one download URL: a staff change shows on the download page and in client config alike', async () => {
    await t.db.query(
      `UPDATE client_settings SET value = 'https://get.loanapp.example' WHERE key = 'app.downloadUrl'`,
    );
    try {
      expect((await check('ios-h5')).body.data.externalUrl).toBe('https://get.loanapp.example');
      const config = await apiGet<{ app: { androidDownloadUrl: string } }>(t.app, '/client/v1/config');
      expect(config.body.data.app.androidDownloadUrl).toBe('https://get.loanapp.example');
    } finally {
      await t.db.query(
        `UPDATE client_settings SET value = 'https://loanapp.example/download/android' WHERE key = 'app.downloadUrl'`,
      );
    }
  });

  it("computes the product block from the seeded products' terms", async () => {
    // Rupee Flex (91 days, 30% p.a., 5% fee, 18% GST) is the first product lending ₹5,000; the
    // periods of our own products run from 91 (Rupee Flex) to 180 days (Salary Plus). For ₹5,000:
    // interest 5000 x 0.30 x 91 / 365 = 373.97; fee 250; GST 45; received 4705; repay 5373.97;
    // APR (5373.97 / 4705 - 1) x 365 / 91 = 57.03%.
    expect((await check('ios-h5')).body.data.product).toEqual({
      annualRatePercent: 30,
      gstPercent: 18,
      minTenureDays: 91,
      maxTenureDays: 180,
      example: {
        amount: 5000,
        tenureDays: 91,
        interest: 373.97,
        processingFee: 250,
        gst: 45,
        received: 4705,
        repayment: 5373.97,
        apr: 0.5703,
      },
    });
  });

  it("follows staff's changes to the terms, and leaves a partner's product out", async () => {
    await t.db.query(`UPDATE products SET period_days = 360 WHERE code = 'partner-credit'`);
    await t.db.query(
      `UPDATE products SET period_days = 120, annual_rate_bp = 3300 WHERE code = 'rupee-flex'`,
    );
    const { product } = (await check('ios-h5')).body.data;
    expect(product).toMatchObject({ annualRatePercent: 33, minTenureDays: 120, maxTenureDays: 180 });
    // 5000 x 0.33 x 120 / 365 = 542.47
    expect(product.example).toMatchObject({ tenureDays: 120, interest: 542.47, repayment: 5542.47 });
  });

  it('says the information is not available when no product of our own is active', async () => {
    await t.db.query(`UPDATE products SET active = false WHERE product_type <> 0`);
    const { status, body } = await check('ios-h5');
    expect(status).toBe(503);
    expect(body).toMatchObject({
      msg: 'Product information is not available right now. Please try again later.',
      data: null,
    });
  });
});
