/**
 * The settings a production server must have (server/config.ts refuses to start without them), for
 * tests that build a production configuration. One list, so a new required setting is added once.
 */
export const productionEnv: Readonly<Record<string, string>> = {
  APP_ENV: 'production',
  DATABASE_URL: 'postgres://db.internal/loans',
  APP_SECRET: 'x'.repeat(40),
  SMS_PROVIDER: 'http',
  SMS_API_URL: 'https://sms.example.com/send',
  SMS_API_KEY: 'key',
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_key',
  RAZORPAY_KEY_SECRET: 'rzp-secret',
  PAYMENT_WEBHOOK_SECRET: 'w'.repeat(40),
  DISBURSEMENT_PROVIDER: 'razorpayx',
  RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316',
  RAZORPAYX_WEBHOOK_SECRET: 'x'.repeat(32),
  PUBLIC_BASE_URL: 'https://loans.example.in',
  APP_LOGIN_SECRET: 'a'.repeat(40),
  TRIPARTITE_LOGIN_SECRET: 't'.repeat(40),
};
