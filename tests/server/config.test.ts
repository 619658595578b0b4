import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { projectRoot } from '../../server/paths.ts';
import { productionEnv } from './helpers/production-env.ts';

const production = productionEnv;

describe('configuration', () => {
  it('runs locally with nothing set: development, port 8080, PGlite in ./data, sandbox SMS, dev surface on', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      appEnv: 'development',
      port: 8080,
      host: '0.0.0.0',
      devSurface: true,
      sms: { provider: 'sandbox' },
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('starts in production with a database, a secret and a real SMS provider; the dev surface is off', () => {
    const config = loadConfig(production);
    expect(config.devSurface).toBe(false);
    expect(config.sms).toEqual({
      provider: 'http',
      apiUrl: 'https://sms.example.com/send',
      apiKey: 'key',
      senderId: undefined,
      templateId: undefined,
    });
  });

  it.each([
    ['DATABASE_URL', { DATABASE_URL: '' }, 'DATABASE_URL'],
    ['APP_SECRET', { APP_SECRET: 'short' }, 'APP_SECRET'],
    ['a real SMS provider', { SMS_PROVIDER: 'sandbox' }, 'SMS_PROVIDER=http'],
    ['the SMS key', { SMS_API_KEY: '' }, 'SMS_API_KEY'],
  ])('refuses production without %s, naming it', (_case, change, named) => {
    expect(() => loadConfig({ ...production, ...change })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, ...change })).toThrow(named);
  });

  it('refuses an unknown APP_ENV or a port that is not a number', () => {
    expect(() => loadConfig({ APP_ENV: 'staging' })).toThrow(
      'APP_ENV must be development, test or production',
    );
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number');
  });

  it.each([
    ['a password with unencoded : / # % ?', 'postgres://loans:hunter22:w/rd#1%?@db.internal:5432/loans'],
    ['libpq keywords', 'host=db.internal port=5432 dbname=loans password=hunter22'],
    ['another scheme', 'mysql://loans:hunter22@db.internal/loans'],
  ])('refuses a DATABASE_URL that is not a postgres:// URL (%s), without repeating it', (_case, url) => {
    const refusal = () => loadConfig({ DATABASE_URL: url });
    expect(refusal).toThrow(ConfigError);
    expect(refusal).toThrow('DATABASE_URL must be a URL such as postgres://');
    // The message goes to the operator's logs: the password stays out of it.
    expect(refusal).not.toThrow(/hunter22/);
  });

  it('takes a postgres:// or postgresql:// URL, a percent-encoded password included', () => {
    for (const url of ['postgres://loans:p%40ss%23word@db.internal:5432/loans', 'postgresql://db/loans'])
      expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
  });

  it('checks LOG_LEVEL and JOBS_POLL_MS before anything starts', () => {
    expect(loadConfig({}).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose").',
    );
    // 0 polled the database without a pause, some 440 transactions a second on an idle server.
    expect(() => loadConfig({ JOBS_POLL_MS: '0' })).toThrow('JOBS_POLL_MS must be at least 100 (got "0").');
    expect(loadConfig({ JOBS_POLL_MS: '100' }).jobsPollMs).toBe(100);
  });

  it('names every missing production setting at once, a half-set gateway included', () => {
    const refusal = () =>
      loadConfig({ APP_ENV: 'production', PAYMENT_PROVIDER: 'razorpay', DISBURSEMENT_PROVIDER: 'razorpayx' });
    expect(refusal).toThrow('PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
    expect(refusal).toThrow('DISBURSEMENT_PROVIDER=razorpayx needs RAZORPAY_KEY_ID');
    for (const setting of [
      'DATABASE_URL',
      'APP_SECRET',
      'SMS_PROVIDER=http',
      'PUBLIC_BASE_URL',
      'APP_LOGIN_SECRET',
    ])
      expect(refusal).toThrow(setting);
  });

  it("takes TRUST_PROXY as the proxies' addresses; none when unset, empty, 0 or false", () => {
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 10.1.0.0/16,loopback , fd00::/8' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
      'fd00::/8',
    ]);
    for (const none of [undefined, '', '0', 'false'])
      expect(loadConfig({ TRUST_PROXY: none }).trustProxy).toBe(false);
  });

  it.each([
    ['true', 'TRUST_PROXY=true would take the X-Forwarded-For a client writes'],
    ['1', 'TRUST_PROXY=1 would take the X-Forwarded-For a client writes'],
    ['2', 'not "2"'],
    ['proxy.example.com', 'not "proxy.example.com"'],
    ['10.0.0.0/33, 10.0.0.1', 'not "10.0.0.0/33"'],
    ['999.1.1.1,10.0.0.1/8/8', 'not "999.1.1.1", "10.0.0.1/8/8"'],
  ])('refuses TRUST_PROXY=%s, saying why', (value, message) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(message);
  });

  it('stops server/main.ts with the reason when production settings are missing', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(projectRoot, 'server', 'main.ts')],
      {
        env: { PATH: process.env.PATH, APP_ENV: 'production', PORT: '8081' },
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Refusing to start in production');
    expect(run.stderr).toContain('DATABASE_URL');
    expect(run.stdout).not.toContain('running at');
  });
});
