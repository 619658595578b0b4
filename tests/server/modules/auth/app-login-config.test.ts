import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../server/config.ts';
import { DEV_APP_LOGIN_SECRET, DEV_TRIPARTITE_LOGIN_SECRET } from '../../helpers/app-login.ts';
import { productionEnv } from '../../helpers/production-env.ts';

describe('app-login secrets', () => {
  it('have documented development defaults outside production, one per app', () => {
    expect(loadConfig({}).appLogin).toEqual({
      appSecret: DEV_APP_LOGIN_SECRET,
      tripartiteSecret: DEV_TRIPARTITE_LOGIN_SECRET,
      maxSkewSeconds: 300,
    });
    expect(loadConfig({ APP_LOGIN_SECRET: 'mine' }).appLogin.appSecret).toBe('mine');
  });

  it('are read from the environment in production', () => {
    expect(loadConfig(productionEnv).appLogin).toMatchObject({
      appSecret: productionEnv.APP_LOGIN_SECRET,
      tripartiteSecret: productionEnv.TRIPARTITE_LOGIN_SECRET,
    });
  });

  it.each([
    ['without APP_LOGIN_SECRET', { APP_LOGIN_SECRET: '' }, 'APP_LOGIN_SECRET'],
    ['with a short APP_LOGIN_SECRET', { APP_LOGIN_SECRET: 'x'.repeat(31) }, 'APP_LOGIN_SECRET'],
    ['with the development APP_LOGIN_SECRET', { APP_LOGIN_SECRET: DEV_APP_LOGIN_SECRET }, 'APP_LOGIN_SECRET'],
    ['without TRIPARTITE_LOGIN_SECRET', { TRIPARTITE_LOGIN_SECRET: '' }, 'TRIPARTITE_LOGIN_SECRET'],
    [
      'with the development TRIPARTITE_LOGIN_SECRET',
      { TRIPARTITE_LOGIN_SECRET: DEV_TRIPARTITE_LOGIN_SECRET },
      'TRIPARTITE_LOGIN_SECRET',
    ],
    [
      'with one secret for both apps',
      { APP_LOGIN_SECRET: 's'.repeat(40), TRIPARTITE_LOGIN_SECRET: 's'.repeat(40) },
      'different APP_LOGIN_SECRET and TRIPARTITE_LOGIN_SECRET',
    ],
  ])('refuse to start production %s, naming it', (_case, change, named) => {
    expect(() => loadConfig({ ...productionEnv, ...change })).toThrow(ConfigError);
    expect(() => loadConfig({ ...productionEnv, ...change })).toThrow(named);
  });
});
