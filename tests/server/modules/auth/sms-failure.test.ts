import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../helpers/db-rows.ts';
import { newPhone, requestCode } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // A real HTTP SMS gateway that cannot be reached (nothing listens on the discard port).
  t = await createTestApp({
    env: { SMS_PROVIDER: 'http', SMS_API_URL: 'http://127.0.0.1:9/sms', SMS_API_KEY: 'test-key' },
  });
});
afterAll(() => t.close());

describe('sign-in code when the SMS provider fails', () => {
  it('tells the borrower, keeps no code and lets them try again at once', async () => {
    const phone = newPhone();
    const first = await requestCode(t.app, phone);
    expect(first.body).toEqual({
      code: 2004,
      msg: 'We could not send the SMS. Please try again in a minute.',
      data: null,
    });
    expect(await countRows(t.db, 'login_codes', 'phone = $1', [phone])).toBe(0);
    expect(await countRows(t.db, 'sms_outbox', 'phone = $1', [phone])).toBe(0);
    // No 60-second wait: the failed code was not kept.
    expect((await requestCode(t.app, phone)).body.code).toBe(2004);
  });
});
