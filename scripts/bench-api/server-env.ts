// The server settings of the API benchmark, on top of the caller's environment. The defaults of
// server/config.ts are not changed; only this run's server gets them.
export const benchServerEnv: Record<string, string> = {
  // The development surface is on outside production: the dev outbox gives the sign-in codes and
  // /dev/orders/{id}/audit approves the applications. Everything else runs as in production.
  APP_ENV: 'development',
  // Production's level: every request is logged (to the run's server.log), a cost production pays.
  LOG_LEVEL: 'info',
  // The per-address limits count by the caller's address, and here all 200 borrowers come from
  // 127.0.0.1; in production each comes from their own address (300 requests a minute, 20 codes an
  // hour each). Left at the defaults, the limits would refuse the benchmark after 300 requests and
  // 20 sign-ins instead of measuring the server. The per-phone limit (5 codes an hour) stays.
  RATE_LIMIT_PER_MINUTE: '100000000',
  // Each benchmark borrower calls as fast as the server answers, hundreds of times a minute; a
  // person with the app makes a few dozen calls a minute, well within their own 300.
  RATE_LIMIT_PER_BORROWER_PER_MINUTE: '100000000',
  TELEMETRY_EVENTS_PER_MINUTE: '100000000',
  OTP_PER_IP_PER_HOUR: '100000',
  // Applications are approved on the development surface; the audit job must not decide them first
  // (by the rules, during the run), so its delay is longer than any run. The job runner still polls.
  AUDIT_DELAY_SECONDS: '3600',
};
