import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiPost } from '../../helpers/api.ts';
import {
  appLoginFields,
  DEV_APP_LOGIN_SECRET,
  DEV_TRIPARTITE_LOGIN_SECRET,
  serverSeconds,
  signAppLogin,
  type AppLoginBody,
} from '../../helpers/app-login.ts';
import { countRows } from '../../helpers/db-rows.ts';
import { newPhone, signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const APP = '/user/v1/user-login';
const PARTNER = '/tripartite/v1/user-login';

const post = (path: string, body: AppLoginBody, headers: Record<string, string> = {}) =>
  apiPost<{ token: string; isRegister: number }>(t.app, path, body, { headers });

const sessionsOf = (phone: string) =>
  countRows(t.db, 'sessions s JOIN users u ON u.id = s.user_id', 'u.phone = $1', [phone]);

/** A refusal: the message the /joint page shows, and no borrower or session created. */
async function expectRefused(path: string, body: AppLoginBody, msg: string) {
  const { status, body: answer } = await post(path, body);
  expect(status).toBe(200);
  expect(answer).toMatchObject({ msg, data: null });
  expect(answer.code).not.toBe(0);
  expect(await sessionsOf(String(body.phone))).toBe(0);
}

describe('POST /api1/user/v1/user-login (the lender app vouches for a borrower)', () => {
  it('signs a new borrower in with a valid sign, as an app session with the device recorded', async () => {
    const phone = newPhone();
    const body = signAppLogin(DEV_APP_LOGIN_SECRET, appLoginFields(phone, await serverSeconds(t.app)));
    const { body: answer } = await post(APP, body, { sdkVersion: '3.1', brand: 'Apple' });
    expect(answer).toMatchObject({ code: 0, data: { isRegister: 1 } });
    expect(answer.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The token works like an SMS login's.
    expect((await apiGet(t.app, '/home/v1/index', { token: answer.data.token })).body.code).toBe(0);

    const { rows } = await t.db.query<{ is_app: boolean; app_caller: string; app_device: unknown }>(
      `SELECT s.is_app, s.app_caller, s.app_device FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE u.phone = $1`,
      [phone],
    );
    expect(rows).toEqual([
      {
        is_app: true,
        app_caller: 'app',
        app_device: {
          deviceId: 'C0FFEE00-1111-2222-3333-444455556666',
          version: '2.4.0',
          idfv: '6D1F3E1A-7B2C-4C8D-9E0F-112233445566',
          idfa: '',
          systemVersion: '17.5',
          model: 'iPhone14,2',
          sdkVersion: '3.1',
          brand: 'Apple',
        },
      },
    ]);
  });

  it('signs a known borrower in again with a new signature (isRegister 0)', async () => {
    const phone = newPhone();
    const now = await serverSeconds(t.app);
    expect((await post(APP, signAppLogin(DEV_APP_LOGIN_SECRET, appLoginFields(phone, now)))).body.code).toBe(
      0,
    );
    const again = await post(APP, signAppLogin(DEV_APP_LOGIN_SECRET, appLoginFields(phone, now + 1)));
    expect(again.body).toMatchObject({ code: 0, data: { isRegister: 0 } });
    expect(await countRows(t.db, 'users', 'phone = $1', [phone])).toBe(1);
    expect(await sessionsOf(phone)).toBe(2);
  });

  it('refuses a forged sign, and a signed request altered afterwards', async () => {
    const fields = appLoginFields(newPhone(), await serverSeconds(t.app));
    await expectRefused(
      APP,
      signAppLogin('someone-who-guessed-a-secret-of-their-own', fields),
      'The app login could not be verified.',
    );
    // Signed for one borrower, sent for another: the sign no longer matches.
    const signed = signAppLogin(DEV_APP_LOGIN_SECRET, fields);
    await expectRefused(APP, { ...signed, phone: newPhone() }, 'The app login could not be verified.');
  });

  it('refuses a timestamp more than 5 minutes from the server clock, either way', async () => {
    const now = await serverSeconds(t.app);
    // 5 s past the limit, not 1: the server's clock moves on between reading it and the check
    // (a second boundary, a busy machine), which made `now + 301` an accepted 300 s now and then.
    for (const timestamp of [now - 305, now + 305]) {
      await expectRefused(
        APP,
        signAppLogin(DEV_APP_LOGIN_SECRET, appLoginFields(newPhone(), timestamp)),
        'The app login has expired.',
      );
    }
    // Within the window (here 4 minutes old) is accepted.
    const fresh = signAppLogin(DEV_APP_LOGIN_SECRET, appLoginFields(newPhone(), now - 240));
    expect((await post(APP, fresh)).body.code).toBe(0);
  });

  it('accepts a signature once: a replay opens no second session', async () => {
    const phone = newPhone();
    const body = signAppLogin(DEV_APP_LOGIN_SECRET, appLoginFields(phone, await serverSeconds(t.app)));
    expect((await post(APP, body)).body.code).toBe(0);
    const replay = await post(APP, body);
    expect(replay.body).toMatchObject({
      msg: 'This app login was already used.',
      data: null,
    });
    expect(await sessionsOf(phone)).toBe(1);
  });

  it('refuses a login without a sign, or with an unknown field, naming the problem', async () => {
    const fields = appLoginFields(newPhone(), await serverSeconds(t.app));
    await expectRefused(APP, fields, 'The app login could not be verified.');
    const withExtra = { ...fields, userId: 1 };
    await expectRefused(
      APP,
      signAppLogin(DEV_APP_LOGIN_SECRET, withExtra),
      '"userId" is not an accepted field.',
    );
    await expectRefused(
      APP,
      signAppLogin(DEV_APP_LOGIN_SECRET, { ...fields, timestamp: String(fields.timestamp) }),
      'The app sent no valid time.',
    );
  });

  it('refuses, with the field named, a signed login whose device text is not Unicode', async () => {
    // Half of a UTF-16 pair: the device details are kept as jsonb, which cannot hold it (was a 500,
    // found by the contract fuzz).
    const fields = { ...appLoginFields(newPhone(), await serverSeconds(t.app)), idfv: '\ud800' };
    for (const [path, secret] of [
      [APP, DEV_APP_LOGIN_SECRET],
      [PARTNER, DEV_TRIPARTITE_LOGIN_SECRET],
    ] as const) {
      await expectRefused(path, signAppLogin(secret, fields), 'idfv is not in the right format.');
    }
  });

  it('forgets used signatures once they are stale anyway', async () => {
    const body = signAppLogin(DEV_APP_LOGIN_SECRET, appLoginFields(newPhone(), await serverSeconds(t.app)));
    expect((await post(APP, body)).body.code).toBe(0);
    expect(await countRows(t.db, 'app_login_signatures', 'sign = $1', [body.sign])).toBe(1);
    await apiPost(t.app, '/dev/clock', { advanceHours: 2 }); // past the hourly cleanup
    await apiPost(t.app, '/dev/jobs/run');
    expect(await countRows(t.db, 'app_login_signatures', 'sign = $1', [body.sign])).toBe(0);
    // Still refused: now as stale.
    const { body: answer } = await post(APP, body);
    expect(answer.msg).toBe('The app login has expired.');
  });
});

describe('POST /api1/tripartite/v1/user-login (a partner app, its own secret)', () => {
  it("signs in with the partner's secret, as a partner app session", async () => {
    const phone = newPhone();
    const body = signAppLogin(DEV_TRIPARTITE_LOGIN_SECRET, appLoginFields(phone, await serverSeconds(t.app)));
    expect((await post(PARTNER, body)).body).toMatchObject({ code: 0, data: { isRegister: 1 } });
    const { rows } = await t.db.query<{ is_app: boolean; app_caller: string }>(
      'SELECT s.is_app, s.app_caller FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.phone = $1',
      [phone],
    );
    expect(rows).toEqual([{ is_app: true, app_caller: 'tripartite' }]);
  });

  it("refuses a request signed with the lender app's secret, and the other way round", async () => {
    const now = await serverSeconds(t.app);
    const message = 'The app login could not be verified.';
    await expectRefused(
      PARTNER,
      signAppLogin(DEV_APP_LOGIN_SECRET, appLoginFields(newPhone(), now)),
      message,
    );
    await expectRefused(
      APP,
      signAppLogin(DEV_TRIPARTITE_LOGIN_SECRET, appLoginFields(newPhone(), now)),
      message,
    );
  });
});

describe('an SMS login', () => {
  it('is not an app session', async () => {
    const { phone } = await signIn(t.app);
    const { rows } = await t.db.query<{ is_app: boolean; app_caller: string | null }>(
      'SELECT s.is_app, s.app_caller FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.phone = $1',
      [phone],
    );
    expect(rows).toEqual([{ is_app: false, app_caller: null }]);
  });
});
