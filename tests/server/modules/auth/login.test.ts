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

const login = (phone: string, code: string) =>
  apiPost<{ token: string; isRegister: number }>(
    t.app,
    '/user/v1/login',
    { phone, code },
    { ip: ipFor(phone) },
  );

/** A code that is certainly not the one sent. */
const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('POST /api1/user/v1/login', () => {
  it('signs a new borrower in with the code from the SMS, then a second time as known', async () => {
    const phone = newPhone();
    const sent = await requestCode(t.app, phone);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ code: 0, msg: 'success', data: { resendAfter: 60, expiresIn: 300 } });

    const first = await login(phone, await codeFromOutbox(t.app, phone));
    expect(first.status).toBe(200);
    expect(first.body.code).toBe(0);
    expect(first.body.data.isRegister).toBe(1);
    expect(first.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const home = await apiGet(t.app, '/home/v1/index', { token: first.body.data.token });
    expect(home.body.code).toBe(0);

    await apiPost(t.app, '/dev/clock', { advanceMinutes: 2 }); // past the 60 s resend wait
    expect((await requestCode(t.app, phone)).body.code).toBe(0);
    const second = await login(phone, await codeFromOutbox(t.app, phone));
    expect(second.body.code).toBe(0);
    expect(second.body.data.isRegister).toBe(0);
    expect(second.body.data.token).not.toBe(first.body.data.token);
    expect(await countRows(t.db, 'users', 'phone = $1', [phone])).toBe(1);
  });

  it('stores neither the code nor the token in clear', async () => {
    const phone = newPhone();
    await requestCode(t.app, phone);
    const code = await codeFromOutbox(t.app, phone);
    const { body } = await login(phone, code);
    const codes = await t.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM login_codes WHERE phone = $1',
      [phone],
    );
    expect(codes.rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    const tokens = await t.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.phone = $1',
      [phone],
    );
    expect(tokens.rows).toHaveLength(1);
    expect(tokens.rows[0]?.token_hash).not.toContain(body.data.token);
    expect(tokens.rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('counts wrong codes down, then locks the code so even the right one fails', async () => {
    const phone = newPhone();
    await requestCode(t.app, phone);
    const code = await codeFromOutbox(t.app, phone);
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { status, body } = await login(phone, wrongCode(code));
      expect(status).toBe(200);
      messages.push(body.msg);
      expect(body.code).not.toBe(0);
    }
    expect(messages).toEqual([
      'Wrong code. You have 4 tries left.',
      'Wrong code. You have 3 tries left.',
      'Wrong code. You have 2 tries left.',
      'Wrong code. You have 1 try left.',
      'Too many wrong codes. Please request a new code.',
    ]);
    const right = await login(phone, code);
    expect(right.body).toEqual({
      code: 2013,
      msg: 'Too many wrong codes. Please request a new code.',
      data: null,
    });
    expect(await countRows(t.db, 'users', 'phone = $1', [phone])).toBe(0);
  });

  it('refuses a code that was already used', async () => {
    const phone = newPhone();
    await requestCode(t.app, phone);
    const code = await codeFromOutbox(t.app, phone);
    expect((await login(phone, code)).body.code).toBe(0);
    const again = await login(phone, code);
    expect(again.body).toEqual({
      code: 2015,
      msg: 'This code has already been used. Please request a new code.',
      data: null,
    });
    expect(
      await countRows(t.db, 'sessions s JOIN users u ON u.id = s.user_id', 'u.phone = $1', [phone]),
    ).toBe(1);
  });

  it('refuses a code older than 5 minutes', async () => {
    const phone = newPhone();
    await requestCode(t.app, phone);
    const code = await codeFromOutbox(t.app, phone);
    const moved = await apiPost<{ now: string }>(t.app, '/dev/clock', { advanceMinutes: 6 });
    expect(moved.body.code).toBe(0);
    const late = await login(phone, code);
    expect(late.body).toEqual({
      code: 2014,
      msg: 'This code has expired. Please request a new code.',
      data: null,
    });
    expect(await countRows(t.db, 'users', 'phone = $1', [phone])).toBe(0);
  });

  it('accepts only the newest code once a new one was sent', async () => {
    const phone = newPhone();
    await requestCode(t.app, phone);
    const oldCode = await codeFromOutbox(t.app, phone);
    await apiPost(t.app, '/dev/clock', { advanceMinutes: 2 });
    await requestCode(t.app, phone);
    const newCode = await codeFromOutbox(t.app, phone);
    if (oldCode !== newCode) expect((await login(phone, oldCode)).body.code).toBe(2012);
    expect((await login(phone, newCode)).body.code).toBe(0);
  });

  it('asks for a code first when none was sent to the phone', async () => {
    const { body } = await login(newPhone(), '1234');
    expect(body).toEqual({ code: 2011, msg: 'Please request a code first.', data: null });
  });
});
