import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../server/config.ts';
import { productionEnv } from '../../helpers/production-env.ts';

describe('disbursement settings', () => {
  it('run locally with the sandbox bank', () => {
    expect(loadConfig({}).disbursement).toEqual({ provider: 'sandbox' });
  });

  it('take RazorpayX with the Razorpay keys and the lender’s account number', () => {
    expect(loadConfig(productionEnv).disbursement).toEqual({
      provider: 'razorpayx',
      keyId: 'rzp_live_key',
      keySecret: 'rzp-secret',
      accountNumber: '7878780080316316',
      webhookSecret: 'x'.repeat(32),
    });
  });

  it('refuse to start production on the sandbox bank, which pays nothing out', () => {
    const sandbox = { ...productionEnv, DISBURSEMENT_PROVIDER: '' };
    expect(() => loadConfig(sandbox)).toThrow(ConfigError);
    expect(() => loadConfig(sandbox)).toThrow(
      'DISBURSEMENT_PROVIDER=razorpayx with RAZORPAYX_ACCOUNT_NUMBER and RAZORPAYX_WEBHOOK_SECRET (the sandbox bank pays nothing out)',
    );
    expect(() => loadConfig({ ...sandbox, DISBURSEMENT_PROVIDER: 'sandbox' })).toThrow(
      'DISBURSEMENT_PROVIDER',
    );
  });

  it('refuse production with a payout webhook secret shorter than 32 characters', () => {
    const short = { ...productionEnv, RAZORPAYX_WEBHOOK_SECRET: 'w' };
    expect(() => loadConfig(short)).toThrow('RAZORPAYX_WEBHOOK_SECRET (at least 32 random characters');
    expect(loadConfig({ ...short, APP_ENV: 'development' }).disbursement).toMatchObject({
      webhookSecret: 'w',
    });
  });

  it.each([
    ['an unknown provider', { DISBURSEMENT_PROVIDER: 'bank' }, 'must be sandbox or razorpayx (got "bank")'],
    ['no account number', { RAZORPAYX_ACCOUNT_NUMBER: ' ' }, 'RAZORPAYX_ACCOUNT_NUMBER'],
    // Without it a payout the borrower's bank sends back after it was processed would go unseen.
    ['no webhook secret', { RAZORPAYX_WEBHOOK_SECRET: '' }, 'RAZORPAYX_WEBHOOK_SECRET'],
    [
      'no key',
      { PAYMENT_PROVIDER: 'sandbox', RAZORPAY_KEY_ID: '' },
      'DISBURSEMENT_PROVIDER=razorpayx needs RAZORPAY_KEY_ID',
    ],
  ])('refuse %s, in any environment, saying what is needed', (_case, change, message) => {
    for (const appEnv of ['development', 'production'])
      expect(() => loadConfig({ ...productionEnv, APP_ENV: appEnv, ...change })).toThrow(message);
  });
});
