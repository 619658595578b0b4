/**
 * A Sign In whose answer was lost, tapped again (decision 0101): the browser that used the code
 * (its web_uuid header) is signed in again with the same code until it expires; any other browser,
 * or one that sends no id, is refused as before, and the code is never good for anyone else.
 * Quit ends that grace: the browser may then be someone else's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiPost } from '../../helpers/api.ts';
import { countRows } from '../../helpers/db-rows.ts';
import { codeFromOutbox, ipFor, newPhone, requestCode } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BROWSER = '3f0c9a52-6d1e-4b7a-9c2f-8e5d4a1b0c7e';
const OTHER_BROWSER = '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const CODE_USED = {
  code: 2015,
  msg: 'This code has already been used. Please request a new code.',
  data: null,
};

const login = (phone: string, code: string, browser?: string) =>
  apiPost<{ token: string; isRegister: number }>(
    t.app,
    '/user/v1/login',
    { phone, code },
    { ip: ipFor(phone), ...(browser ? { headers: { web_uuid: browser } } : {}) },
  );

async function codeFor(phone: string): Promise<string> {
  expect((await requestCode(t.app, phone)).body.code).toBe(0);
  return codeFromOutbox(t.app, phone);
}

const sessionsOf = (phone: string) =>
  countRows(t.db, 'sessions s JOIN users u ON u.id = s.user_id', 'u.phone = $1', [phone]);

describe('a Sign In tapped again after its answer was lost', () => {
  it('signs the same browser in again, with the first answer, and a session that works', async () => {
    const phone = newPhone();
    const code = await codeFor(phone);
    const lost = await login(phone, code, BROWSER);
    expect(lost.body.data.isRegister).toBe(1);

    const again = await login(phone, code, BROWSER);
    expect(again.body.code).toBe(0);
    // The first sign-in created the borrower: the app is told so again, not "known".
    expect(again.body.data.isRegister).toBe(1);
    expect(again.body.data.token).not.toBe(lost.body.data.token);
    expect((await apiGet(t.app, '/home/v1/index', { token: again.body.data.token })).body.code).toBe(0);
    expect(await countRows(t.db, 'users', 'phone = $1', [phone])).toBe(1);
    expect(await sessionsOf(phone)).toBe(2);
  });

  it('refuses another browser, or one that sends no id, as a used code', async () => {
    const phone = newPhone();
    const code = await codeFor(phone);
    expect((await login(phone, code, BROWSER)).body.code).toBe(0);
    expect((await login(phone, code, OTHER_BROWSER)).body).toEqual(CODE_USED);
    expect((await login(phone, code)).body).toEqual(CODE_USED);
    expect((await login(phone, code, 'x" or 1=1')).body).toEqual(CODE_USED);
    expect(await sessionsOf(phone)).toBe(1);
  });

  it('refuses the same browser once the code has expired, or with another code', async () => {
    const phone = newPhone();
    const code = await codeFor(phone);
    expect((await login(phone, code, BROWSER)).body.code).toBe(0);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    expect((await login(phone, wrong, BROWSER)).body).toEqual(CODE_USED);
    await apiPost(t.app, '/dev/clock', { advanceMinutes: 6 });
    expect((await login(phone, code, BROWSER)).body).toEqual(CODE_USED);
    expect(await sessionsOf(phone)).toBe(1);
  });

  it('refuses the same browser after Quit, whose next user may be someone else', async () => {
    const phone = newPhone();
    const code = await codeFor(phone);
    const first = await login(phone, code, BROWSER);
    expect(first.body.code).toBe(0);
    const quit = await apiPost(t.app, '/user/v1/logout', undefined, {
      token: first.body.data.token,
      headers: { web_uuid: BROWSER },
    });
    expect(quit.body.code).toBe(0);

    expect((await login(phone, code, BROWSER)).body).toEqual(CODE_USED);
    expect(await sessionsOf(phone)).toBe(1);
  });

  it('refuses it after Quit from the session the repeated Sign In opened', async () => {
    const phone = newPhone();
    const code = await codeFor(phone);
    expect((await login(phone, code, BROWSER)).body.code).toBe(0);
    const again = await login(phone, code, BROWSER);
    expect(again.body.code).toBe(0);
    await apiPost(t.app, '/user/v1/logout', undefined, { token: again.body.data.token });

    expect((await login(phone, code, BROWSER)).body).toEqual(CODE_USED);
    expect(await sessionsOf(phone)).toBe(2);
  });

  it('keeps the browser id only as a hash', async () => {
    const phone = newPhone();
    const code = await codeFor(phone);
    await login(phone, code, BROWSER);
    const { rows } = await t.db.query<{ used_by_device_hash: string }>(
      'SELECT used_by_device_hash FROM login_codes WHERE phone = $1',
      [phone],
    );
    expect(rows[0]?.used_by_device_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.used_by_device_hash).not.toContain(BROWSER);
  });
});
