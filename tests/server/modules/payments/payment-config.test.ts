import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../server/config.ts';
import { productionEnv } from '../../helpers/production-env.ts';

const production = {
  ...productionEnv,
  RAZORPAY_KEY_SECRET: 'rzp_live_secret',
  PUBLIC_BASE_URL: 'https://loans.example.in/',
};

describe('payment settings', () => {
  it('run locally with the sandbox gateway, a fixed development secret, relative URLs and a 30-minute window', () => {
    const { payment } = loadConfig({});
    expect(payment).toEqual({
      provider: 'sandbox',
      webhookSecret: expect.stringMatching(/^.{32,}$/),
      razorpay: { keyId: '', keySecret: '' },
      publicBaseUrl: '',
      windowMinutes: 30,
    });
  });

  it('take Razorpay with its keys in production; the base URL loses its trailing slash', () => {
    expect(loadConfig(production).payment).toEqual({
      provider: 'razorpay',
      webhookSecret: 'w'.repeat(40),
      razorpay: { keyId: 'rzp_live_key', keySecret: 'rzp_live_secret' },
      publicBaseUrl: 'https://loans.example.in',
      windowMinutes: 30,
    });
  });

  it.each([
    ['a webhook secret', { PAYMENT_WEBHOOK_SECRET: '' }, 'PAYMENT_WEBHOOK_SECRET'],
    [
      'a webhook secret of 32 characters',
      { PAYMENT_WEBHOOK_SECRET: 'short-secret' },
      'PAYMENT_WEBHOOK_SECRET',
    ],
    [
      'a real gateway (the sandbox settles without money)',
      { PAYMENT_PROVIDER: 'sandbox' },
      'PAYMENT_PROVIDER=razorpay',
    ],
    ['an https public base URL', { PUBLIC_BASE_URL: 'http://loans.example.in' }, 'PUBLIC_BASE_URL'],
  ])('refuse production without %s, naming it', (_case, change, named) => {
    expect(() => loadConfig({ ...production, ...change })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, ...change })).toThrow(named);
  });

  it('refuse an unknown gateway, and Razorpay without its keys, anywhere', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(
      'PAYMENT_PROVIDER must be sandbox or razorpay',
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'k' })).toThrow(
      'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
    );
  });

  it('read the payment window in minutes', () => {
    expect(loadConfig({ PAYMENT_WINDOW_MINUTES: '45' }).payment.windowMinutes).toBe(45);
  });
});
