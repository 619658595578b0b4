import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost } from '../../helpers/api.ts';
import { countRows } from '../../helpers/db-rows.ts';
import { codeFromOutbox, ipFor, newPhone, requestCode } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const phoneMessage = 'Please enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.';
const codeMessage = 'Please enter the 4-digit code from the SMS.';

/** Sends a code, then proves the bad login below leaves the code, users and sessions untouched. */
async function expectNothingChanged(send: (phone: string, code: string) => Promise<void>) {
  const phone = newPhone();
  await requestCode(t.app, phone);
  const code = await codeFromOutbox(t.app, phone);
  const sessions = await countRows(t.db, 'sessions');
  await send(phone, code);
  expect(await countRows(t.db, 'users', 'phone = $1', [phone])).toBe(0);
  expect(await countRows(t.db, 'sessions')).toBe(sessions);
  expect(
    await countRows(t.db, 'login_codes', 'phone = $1 AND wrong_tries = 0 AND used_at IS NULL', [phone]),
  ).toBe(1);
  // The right code still works afterwards: the bad request cost the borrower nothing.
  const ok = await apiPost(t.app, '/user/v1/login', { phone, code }, { ip: ipFor(phone) });
  expect(ok.body.code).toBe(0);
}

describe('POST /api1/user/v1/login with bad input', () => {
  it.each([
    ['a 9-digit phone', (phone: string, code: string) => ({ phone: phone.slice(0, 11), code }), phoneMessage],
    [
      'letters in the phone',
      (phone: string, code: string) => ({ phone: `${phone.slice(0, 8)}abcd`, code }),
      phoneMessage,
    ],
    [
      'the phone as a number',
      (phone: string, code: string) => ({ phone: Number(phone), code }),
      phoneMessage,
    ],
    ['a 3-digit code', (phone: string, code: string) => ({ phone, code: code.slice(0, 3) }), codeMessage],
    ['letters in the code', (phone: string) => ({ phone, code: '12ab' }), codeMessage],
    ['no code', (phone: string) => ({ phone }), codeMessage],
    [
      'an unknown field',
      (phone: string, code: string) => ({ phone, code, isAdmin: true }),
      '"isAdmin" is not an accepted field.',
    ],
  ])('refuses %s with a clear message (HTTP 200) and changes nothing', async (_case, makeBody, message) => {
    await expectNothingChanged(async (phone, code) => {
      const { status, body } = await apiPost(t.app, '/user/v1/login', makeBody(phone, code), {
        ip: ipFor(phone),
      });
      expect(status).toBe(200);
      expect(body).toEqual({ code: 1001, msg: message, data: null });
    });
  });

  it('refuses a body that is not a JSON object', async () => {
    await expectNothingChanged(async (phone) => {
      const { body } = await apiPost(t.app, '/user/v1/login', '["not", "an", "object"]', {
        ip: ipFor(phone),
      });
      expect(body).toEqual({ code: 1001, msg: 'Please send the details as a JSON object.', data: null });
    });
  });

  it('answers malformed JSON with HTTP 400 and the envelope', async () => {
    await expectNothingChanged(async (phone, code) => {
      const { status, body } = await apiPost(
        t.app,
        '/user/v1/login',
        `{"phone":"${phone}","code":"${code}"`,
        { ip: ipFor(phone) },
      );
      expect(status).toBe(400);
      expect(body).toEqual({
        code: 1002,
        msg: 'The request could not be read. Please try again.',
        data: null,
      });
    });
  });

  it('answers a body that is not JSON with HTTP 415 and the envelope', async () => {
    await expectNothingChanged(async (phone, code) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api1/user/v1/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `phone=${phone}&code=${code}`,
      });
      expect(response.statusCode).toBe(415);
      expect(JSON.parse(response.body)).toEqual({
        code: 1003,
        msg: 'This kind of request is not accepted.',
        data: null,
      });
    });
  });

  it('refuses a body with a __proto__ key (prototype poisoning) with HTTP 400', async () => {
    await expectNothingChanged(async (phone, code) => {
      const payload = `{"phone":"${phone}","code":"${code}","__proto__":{"admin":true}}`;
      const { status, body } = await apiPost(t.app, '/user/v1/login', payload, { ip: ipFor(phone) });
      expect(status).toBe(400);
      expect(body.code).toBe(1002);
    });
  });
});
