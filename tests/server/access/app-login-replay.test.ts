/**
 * A signed app login replayed (tests/server/modules/auth/app-login.test.ts covers one replay after
 * another): copies sent at the same time still open one session, for the lender's app and a
 * partner's; and the same signature in capitals, which would name another stored signature, is
 * refused rather than accepted as new.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost } from '../helpers/api.ts';
import {
  appLoginFields,
  DEV_APP_LOGIN_SECRET,
  DEV_TRIPARTITE_LOGIN_SECRET,
  serverSeconds,
  signAppLogin,
} from '../helpers/app-login.ts';
import { countRows } from '../helpers/db-rows.ts';
import { newPhone } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionsOf = (phone: string) =>
  countRows(t.db, 'sessions s JOIN users u ON u.id = s.user_id', 'u.phone = $1', [phone]);

describe('a signed app login sent several times', () => {
  it.each([
    ['the lender app', '/user/v1/user-login', DEV_APP_LOGIN_SECRET],
    ["a partner's app", '/tripartite/v1/user-login', DEV_TRIPARTITE_LOGIN_SECRET],
  ])('from %s at the same time opens one session', async (_who, path, secret) => {
    const phone = newPhone();
    const body = signAppLogin(secret, appLoginFields(phone, await serverSeconds(t.app)));
    const answers = await Promise.all(Array.from({ length: 6 }, () => apiPost(t.app, path, body)));
    const codes = answers.map((answer) => answer.body.code).sort((a, b) => a - b);
    expect(codes).toEqual([0, 6003, 6003, 6003, 6003, 6003]);
    expect(await sessionsOf(phone)).toBe(1);
  });

  it('is refused with its signature in capitals', async () => {
    const phone = newPhone();
    const body = signAppLogin(DEV_APP_LOGIN_SECRET, appLoginFields(phone, await serverSeconds(t.app)));
    expect((await apiPost(t.app, '/user/v1/user-login', body)).body.code).toBe(0);
    const shouted = { ...body, sign: String(body.sign).toUpperCase() };
    expect((await apiPost(t.app, '/user/v1/user-login', shouted)).body.code).not.toBe(0);
    expect(await sessionsOf(phone)).toBe(1);
  });
});
