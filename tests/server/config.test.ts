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
