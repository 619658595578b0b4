import path from 'node:path';
import { defaultDistDir, defaultScreensDir } from './paths.ts';

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

export interface Config {
  appEnv: AppEnv;
  /** The development surface (/api1/dev/*, movable clock, sandbox outbox) is on outside production. */
  devSurface: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Keys the HMAC of sign-in codes. */
  secret: string;
  trustProxy: boolean;
  sms: SmsConfig;
  otp: {
    codeTtlSeconds: number;
    resendAfterSeconds: number;
    maxWrongTries: number;
    perPhonePerHour: number;
    perIpPerHour: number;
  };
  sessionTtlDays: number;
  rateLimit: { max: number; windowMs: number };
  bodyLimitBytes: number;
  jobsPollMs: number;
  screensDir: string;
  distDir: string;
}

/** Thrown when the environment cannot run the server; main prints the message and exits. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

const DEVELOPMENT_SECRET = 'development-only-secret-never-used-in-production';

function readAppEnv(env: Env): AppEnv {
  const value = env.APP_ENV ?? 'development';
  if (value === 'development' || value === 'test' || value === 'production') return value;
  throw new ConfigError(`APP_ENV must be development, test or production (got "${value}").`);
}

function readInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new ConfigError(`${name} must be a whole number (got "${raw}").`);
  return value;
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

export function loadConfig(env: Env = process.env): Config {
  const appEnv = readAppEnv(env);
  const sms = readSms(env);
  if (appEnv === 'production') {
    const missing = missingForProduction(env, sms);
    if (missing.length > 0) {
      throw new ConfigError(
        `Refusing to start in production (APP_ENV=production). Missing: ${missing.join('; ')}.`,
      );
    }
  }
  return {
    appEnv,
    devSurface: appEnv !== 'production',
    port: readInt(env, 'PORT', 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    secret: env.APP_SECRET || DEVELOPMENT_SECRET,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    sms,
    otp: {
      codeTtlSeconds: 300,
      resendAfterSeconds: 60,
      maxWrongTries: 5,
      perPhonePerHour: readInt(env, 'OTP_PER_PHONE_PER_HOUR', 5),
      perIpPerHour: readInt(env, 'OTP_PER_IP_PER_HOUR', 20),
    },
    sessionTtlDays: 30,
    rateLimit: { max: readInt(env, 'RATE_LIMIT_PER_MINUTE', 300), windowMs: 60_000 },
    bodyLimitBytes: 100 * 1024,
    jobsPollMs: readInt(env, 'JOBS_POLL_MS', 5000),
    screensDir: env.SCREENS_DIR ? path.resolve(env.SCREENS_DIR) : defaultScreensDir,
    distDir: env.DIST_DIR ? path.resolve(env.DIST_DIR) : defaultDistDir,
  };
}
