import path from 'node:path';
import { defaultCopyDir, defaultDistDir, defaultScreensDir } from './paths.ts';
import {
  disbursementIncomplete,
  disbursementMissingForProduction,
  DisbursementSettingError,
  readDisbursement,
  type DisbursementConfig,
} from './disbursement-setting.ts';
import { readTrustProxy, TrustProxyError, type TrustProxy } from './trust-proxy-setting.ts';

export type AppEnv = 'development' | 'test' | 'production';

export type SmsConfig =
  | { provider: 'sandbox' }
  | {
      provider: 'http';
      apiUrl: string;
      apiKey: string;
      senderId: string | undefined;
      templateId: string | undefined;
    };

/** Payment gateway (DOMAIN.md "Repayment and payments"); the sandbox settles without money moving. */
export interface PaymentConfig {
  provider: 'sandbox' | 'razorpay';
  /** Keys the HMAC-SHA256 of every payment notification (Razorpay: the webhook secret). */
  webhookSecret: string;
  razorpay: { keyId: string; keySecret: string };
  /** Origin the borrower's browser reaches the server at, e.g. https://loans.example.in; '' = relative URLs. */
  publicBaseUrl: string;
  /** How long a payment link stays payable before it expires. */
  windowMinutes: number;
}

/**
 * The KYC providers (server/providers/ocr, face, aadhaar). `sandbox` runs on the server itself,
 * offline: tesseract.js OCR, the @vladmandic/human face models, and an Aadhaar OTP sent to the
 * borrower's own phone through the SMS outbox (that one is refused in production by the kyc module).
 */
export interface KycProvidersConfig {
  ocr: 'sandbox';
  face: 'sandbox';
  aadhaar: 'sandbox';
  /** Photos that may wait for the sandbox OCR or face check behind the one in progress (decision 0030). */
  photosMaxWaiting: number;
}

/**
 * App login (decision 0013): the secret each calling app signs its login requests with
 * (HMAC-SHA256), one per caller, and how far the signed time may be from the server's clock.
 */
export interface AppLoginConfig {
  /** The lender's own iOS app: POST /user/v1/user-login. */
  appSecret: string;
  /** A partner's app: POST /tripartite/v1/user-login. */
  tripartiteSecret: string;
  maxSkewSeconds: number;
}

/** The flood limit's budgets, each a count of requests per window (`windowMs`). */
export interface FloodLimits {
  /** Requests a window per network: the API when signed out, and everything else the server answers. */
  max: number;
  /** Requests a window per signed-in borrower to the routes that read a token (decision 0069). */
  perBorrowerMax: number;
  /** Requests a window per network to the built client's files (decision 0036). */
  filesMax: number;
  /** Requests a window per network to the providers' signed notifications, webhooks (decision 0074). */
  notificationsMax: number;
  windowMs: number;
}

export interface Config {
  appEnv: AppEnv;
  /** The development surface (/api1/dev/*, movable clock, sandbox outbox) is on outside production. */
  devSurface: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** The request log's level (LOG_LEVEL): one of pino's, checked before the database is touched. */
  logLevel: LogLevel;
  /** Keys the HMAC of sign-in codes. */
  secret: string;
  /** Which proxies may name a request's address (server/trust-proxy-setting.ts). */
  trustProxy: TrustProxy;
  sms: SmsConfig;
  kycProviders: KycProvidersConfig;
  payment: PaymentConfig;
  /** The bank that pays loans out (DISBURSEMENT_PROVIDER; server/disbursement-setting.ts). */
  disbursement: DisbursementConfig;
  appLogin: AppLoginConfig;
  otp: {
    codeTtlSeconds: number;
    resendAfterSeconds: number;
    maxWrongTries: number;
    perPhonePerHour: number;
    /** Codes one phone may be sent in a day, whatever the addresses asking. */
    perPhonePerDay: number;
    perIpPerHour: number;
    /** Wrong sign-in codes one address may enter an hour, over every phone (then it must wait). */
    wrongPerIpPerHour: number;
  };
  sessionTtlDays: number;
  /**
   * The flood limit (server/http/rate-limit.ts): `max` requests a window per network to the API and everything else the server
   * answers, `perBorrowerMax` per signed-in borrower to the routes that read a token (decision
   * 0069), `filesMax` per network to the built client's files, fetched by the hundred on a first visit,
   * `notificationsMax` per network to the payment gateway's and the bank's webhooks (decision 0074).
   */
  rateLimit: FloodLimits;
  /**
   * Usage events one network may have stored a minute (decision 0032), and how many days they are
   * kept (decision 0042).
   */
  telemetry: { eventsPerMinutePerNetwork: number; keepDays: number };
  bodyLimitBytes: number;
  /**
   * How long a request may take to arrive whole (headers and body); longer, it gets REQUEST_TIMEOUT
   * and its connection is closed. Above the app's own wait for an answer (100 s), so it never cuts
   * an upload the app still waits for.
   */
  requestTimeoutMs: number;
  jobsPollMs: number;
  /** Days a done job is kept before the hourly purge deletes it (failed jobs are kept). */
  jobsKeepDoneDays: number;
  /** Seconds from an application to its audit decision ("a few minutes" in production). */
  auditDelaySeconds: number;
  /** Seconds between sweeps that apply scheduled (auto-apply) orders while any is waiting. */
  autoApplySweepSeconds: number;
  screensDir: string;
  /** The copy catalogue the screens' `$copy` references are resolved from (decision 0016). */
  copyDir: string;
  distDir: string;
  /** The screens' fixtures the gallery draws (FIXTURES_DIR, default schemas/fixtures; decision 0014). */
  fixturesDir: string;
  /** Opens /__gallery in production to staff who bring it (GALLERY_TOKEN); undefined keeps it closed. */
  galleryToken: string | undefined;
}

/** Thrown when the environment cannot run the server; main prints the message and exits. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

function readLogLevel(env: Env): LogLevel {
  const value = env.LOG_LEVEL || 'info';
  const level = LOG_LEVELS.find((known) => known === value);
  if (level) return level;
  throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${value}").`);
}

/**
 * A postgres:// URL, or nothing for the embedded database. The value is never repeated in the
 * message: it holds the database's password, and the message goes to the operator's logs.
 */
function readDatabaseUrl(env: Env): string | undefined {
  const value = env.DATABASE_URL || undefined;
  if (value === undefined) return undefined;
  let protocol = '';
  try {
    protocol = new URL(value).protocol;
  } catch {
    // reported below
  }
  if (protocol === 'postgres:' || protocol === 'postgresql:') return value;
  throw new ConfigError(
    'DATABASE_URL must be a URL such as postgres://user:password@host:5432/loans (a password with @, :, /, ?, # or % in it percent-encoded).',
  );
}

const DEVELOPMENT_SECRET = 'development-only-secret-never-used-in-production';

function readAppEnv(env: Env): AppEnv {
  const value = env.APP_ENV ?? 'development';
  if (value === 'development' || value === 'test' || value === 'production') return value;
  throw new ConfigError(`APP_ENV must be development, test or production (got "${value}").`);
}

function trustProxyOf(env: Env): TrustProxy {
  try {
    return readTrustProxy(env.TRUST_PROXY);
  } catch (error) {
    if (error instanceof TrustProxyError) throw new ConfigError(error.message);
    throw error;
  }
}

function disbursementOf(env: Env): DisbursementConfig {
  try {
    return readDisbursement(env);
  } catch (error) {
    if (error instanceof DisbursementSettingError) throw new ConfigError(error.message);
    throw error;
  }
}

function readInt(env: Env, name: string, fallback: number, least = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new ConfigError(`${name} must be a whole number (got "${raw}").`);
  if (value < least) throw new ConfigError(`${name} must be at least ${least} (got "${raw}").`);
  return value;
}

function readKycProviders(env: Env): KycProvidersConfig {
  const sandboxOnly = (name: string): 'sandbox' => {
    const value = env[name] || 'sandbox';
    if (value !== 'sandbox')
      throw new ConfigError(`${name} must be sandbox, the only provider so far (got "${value}").`);
    return value;
  };
  return {
    ocr: sandboxOnly('OCR_PROVIDER'),
    face: sandboxOnly('FACE_PROVIDER'),
    aadhaar: sandboxOnly('AADHAAR_PROVIDER'),
    photosMaxWaiting: readInt(env, 'PHOTOS_MAX_WAITING', 8),
  };
}

function readSms(env: Env): SmsConfig {
  const provider = env.SMS_PROVIDER ?? 'sandbox';
  if (provider === 'sandbox') return { provider };
  if (provider === 'http') {
    return {
      provider,
      apiUrl: env.SMS_API_URL ?? '',
      apiKey: env.SMS_API_KEY ?? '',
      senderId: env.SMS_SENDER_ID || undefined,
      templateId: env.SMS_TEMPLATE_ID || undefined,
    };
  }
  throw new ConfigError(`SMS_PROVIDER must be sandbox or http (got "${provider}").`);
}

const DEVELOPMENT_WEBHOOK_SECRET = 'development-only-payment-webhook-secret-not-for-production';

function readPayment(env: Env): PaymentConfig {
  const provider = env.PAYMENT_PROVIDER ?? 'sandbox';
  if (provider !== 'sandbox' && provider !== 'razorpay')
    throw new ConfigError(`PAYMENT_PROVIDER must be sandbox or razorpay (got "${provider}").`);
  const razorpay = { keyId: env.RAZORPAY_KEY_ID ?? '', keySecret: env.RAZORPAY_KEY_SECRET ?? '' };
  return {
    provider,
    webhookSecret: env.PAYMENT_WEBHOOK_SECRET || DEVELOPMENT_WEBHOOK_SECRET,
    razorpay,
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? '').replace(/\/+$/, ''),
    windowMinutes: Math.max(1, readInt(env, 'PAYMENT_WINDOW_MINUTES', 30)),
  };
}

/** What Razorpay lacks to take repayments, in any environment (empty when nothing). */
function paymentIncomplete(payment: PaymentConfig): string[] {
  if (payment.provider !== 'razorpay' || (payment.razorpay.keyId && payment.razorpay.keySecret)) return [];
  return ['PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET'];
}

/** The sandbox gateway lets anyone mark a repayment paid, so production needs the real one. */
function paymentMissingForProduction(env: Env, payment: PaymentConfig): string[] {
  const missing: string[] = [];
  if (!env.PAYMENT_WEBHOOK_SECRET || env.PAYMENT_WEBHOOK_SECRET.length < 32)
    missing.push('PAYMENT_WEBHOOK_SECRET (at least 32 random characters, also set at the gateway)');
  if (payment.provider === 'sandbox')
    missing.push('PAYMENT_PROVIDER=razorpay with RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
  if (!payment.publicBaseUrl.startsWith('https://'))
    missing.push('PUBLIC_BASE_URL (the https origin borrowers reach the app at)');
  return missing;
}

// Documented development defaults (server/README.md) so local runs and e2e tests can sign app
// logins; production refuses them.
export const DEVELOPMENT_APP_LOGIN_SECRET = 'development-only-app-login-secret-not-for-production';
export const DEVELOPMENT_TRIPARTITE_LOGIN_SECRET =
  'development-only-tripartite-login-secret-not-for-production';

function readAppLogin(env: Env): AppLoginConfig {
  return {
    appSecret: env.APP_LOGIN_SECRET || DEVELOPMENT_APP_LOGIN_SECRET,
    tripartiteSecret: env.TRIPARTITE_LOGIN_SECRET || DEVELOPMENT_TRIPARTITE_LOGIN_SECRET,
    maxSkewSeconds: 300,
  };
}

/**
 * Anyone holding an app-login secret can sign in as any borrower: production needs real ones,
 * and two different ones, so a partner's app cannot pass for the lender's.
 */
function appLoginMissingForProduction(env: Env): string[] {
  const missing: string[] = [];
  const secrets = [
    ['APP_LOGIN_SECRET', env.APP_LOGIN_SECRET, DEVELOPMENT_APP_LOGIN_SECRET],
    ['TRIPARTITE_LOGIN_SECRET', env.TRIPARTITE_LOGIN_SECRET, DEVELOPMENT_TRIPARTITE_LOGIN_SECRET],
  ] as const;
  for (const [name, value, developmentDefault] of secrets) {
    if (!value || value.length < 32 || value === developmentDefault)
      missing.push(`${name} (at least 32 random characters, shared with the app that signs its logins)`);
  }
  if (env.APP_LOGIN_SECRET && env.APP_LOGIN_SECRET === env.TRIPARTITE_LOGIN_SECRET)
    missing.push('different APP_LOGIN_SECRET and TRIPARTITE_LOGIN_SECRET (one secret per app)');
  return missing;
}

/** What production needs that development fills in by itself. */
function missingForProduction(env: Env, sms: SmsConfig): string[] {
  const missing: string[] = [];
  if (!env.DATABASE_URL) missing.push('DATABASE_URL (the PostgreSQL connection string)');
  if (!env.APP_SECRET || env.APP_SECRET.length < 32)
    missing.push('APP_SECRET (at least 32 random characters)');
  if (sms.provider === 'sandbox') {
    missing.push(
      'SMS_PROVIDER=http with SMS_API_URL and SMS_API_KEY (the sandbox SMS provider only writes to a local outbox)',
    );
  } else {
    if (!sms.apiUrl) missing.push('SMS_API_URL');
    if (!sms.apiKey) missing.push('SMS_API_KEY');
  }
  return missing;
}

/** The gallery's staff token: unset, or long enough not to be guessed. */
function readGalleryToken(env: Env): string | undefined {
  const token = env.GALLERY_TOKEN || undefined;
  if (token !== undefined && token.length < 32)
    throw new ConfigError(`GALLERY_TOKEN must be at least 32 random characters (got ${token.length}).`);
  return token;
}

export function loadConfig(env: Env = process.env): Config {
  const appEnv = readAppEnv(env);
  const sms = readSms(env);
  const payment = readPayment(env);
  const disbursement = disbursementOf(env);
  // One list, so a start names everything missing at once rather than one setting a restart.
  const incomplete = [...paymentIncomplete(payment), ...disbursementIncomplete(disbursement)];
  if (appEnv === 'production') {
    const missing = [
      ...incomplete,
      ...missingForProduction(env, sms),
      ...paymentMissingForProduction(env, payment),
      ...disbursementMissingForProduction(disbursement),
      ...appLoginMissingForProduction(env),
    ];
    if (missing.length > 0) {
      throw new ConfigError(
        `Refusing to start in production (APP_ENV=production). Missing: ${missing.join('; ')}.`,
      );
    }
  } else if (incomplete.length > 0) {
    throw new ConfigError(`${incomplete.join('; ')}.`);
  }
  return {
    appEnv,
    devSurface: appEnv !== 'production',
    port: readInt(env, 'PORT', 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: readDatabaseUrl(env),
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    logLevel: readLogLevel(env),
    secret: env.APP_SECRET || DEVELOPMENT_SECRET,
    trustProxy: trustProxyOf(env),
    sms,
    kycProviders: readKycProviders(env),
    payment,
    disbursement,
    appLogin: readAppLogin(env),
    otp: {
      codeTtlSeconds: 300,
      resendAfterSeconds: 60,
      maxWrongTries: 5,
      perPhonePerHour: readInt(env, 'OTP_PER_PHONE_PER_HOUR', 5, 1),
      perPhonePerDay: readInt(env, 'OTP_PER_PHONE_PER_DAY', 10, 1),
      perIpPerHour: readInt(env, 'OTP_PER_IP_PER_HOUR', 20, 1),
      wrongPerIpPerHour: readInt(env, 'LOGIN_WRONG_PER_IP_PER_HOUR', 30, 1),
    },
    sessionTtlDays: 30,
    rateLimit: {
      max: readInt(env, 'RATE_LIMIT_PER_MINUTE', 300),
      perBorrowerMax: readInt(env, 'RATE_LIMIT_PER_BORROWER_PER_MINUTE', 300),
      filesMax: readInt(env, 'RATE_LIMIT_FILES_PER_MINUTE', 3000),
      notificationsMax: readInt(env, 'RATE_LIMIT_NOTIFICATIONS_PER_MINUTE', 3000),
      windowMs: 60_000,
    },
    telemetry: {
      eventsPerMinutePerNetwork: readInt(env, 'TELEMETRY_EVENTS_PER_MINUTE', 600),
      keepDays: Math.max(1, readInt(env, 'TELEMETRY_KEEP_DAYS', 180)),
    },
    bodyLimitBytes: 100 * 1024,
    requestTimeoutMs: Math.max(1000, readInt(env, 'REQUEST_TIMEOUT_MS', 120_000)),
    // 0 would poll the database without a pause: some 440 transactions a second on an idle server.
    jobsPollMs: readInt(env, 'JOBS_POLL_MS', 5000, 100),
    jobsKeepDoneDays: Math.max(1, readInt(env, 'JOBS_KEEP_DONE_DAYS', 30)),
    auditDelaySeconds: readInt(env, 'AUDIT_DELAY_SECONDS', appEnv === 'production' ? 180 : 5),
    autoApplySweepSeconds: Math.max(1, readInt(env, 'AUTO_APPLY_SWEEP_SECONDS', 300)),
    screensDir: env.SCREENS_DIR ? path.resolve(env.SCREENS_DIR) : defaultScreensDir,
    copyDir: env.COPY_DIR ? path.resolve(env.COPY_DIR) : defaultCopyDir,
    distDir: env.DIST_DIR ? path.resolve(env.DIST_DIR) : defaultDistDir,
    fixturesDir: path.resolve(env.FIXTURES_DIR || path.join(defaultScreensDir, '..', 'fixtures')),
    galleryToken: readGalleryToken(env),
  };
}
