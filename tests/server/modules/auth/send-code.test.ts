import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiPost } from '../../helpers/api.ts';
import { countRows } from '../../helpers/db-rows.ts';
import { ipFor, newPhone, requestCode } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
  });
});
afterAll(() => t.close());

const phoneMessage = 'Please enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.';

describe('GET /api1/sms/v1/sendCode', () => {
  it('keeps the code in the dev outbox and logs it on the server console', async () => {
    const phone = newPhone();
    expect((await requestCode(t.app, phone)).body.code).toBe(0);
    const outbox = await apiGet<{ phone: string; text: string; code: string; createdAt: string }[]>(
      t.app,
      `/dev/outbox?phone=${phone}`,
    );
    expect(outbox.body.data).toHaveLength(1);
    const sms = outbox.body.data[0];
    expect(sms?.phone).toBe(phone);
    expect(sms?.code).toMatch(/^\d{4}$/);
    expect(sms?.text).toContain(`${sms?.code} is your sign-in code`);
    const logged = logLines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 30, msg: `OTP for ${phone}: ${sms?.code}` }),
    );
  });

  it.each([
    ['a 9-digit number', '91987654321', phoneMessage],
    ['letters', '91987654abcd', phoneMessage],
    ['no 91 prefix', '9876543210', phoneMessage],
    ['a number starting with 5', '915876543210', phoneMessage],
    ['nothing', '', phoneMessage],
  ])('refuses %s with a clear message and sends nothing', async (_case, phone, message) => {
    const before = await countRows(t.db, 'login_codes');
    const { status, body } = await apiGet(t.app, `/sms/v1/sendCode?phone=${phone}`);
    expect(status).toBe(200);
    expect(body).toEqual({ code: 1001, msg: message, data: null });
    expect(await countRows(t.db, 'login_codes')).toBe(before);
    expect(await countRows(t.db, 'sms_outbox', 'phone = $1', [phone])).toBe(0);
  });

  it('refuses a request without a phone and one with an unknown field', async () => {
    const missing = await apiGet(t.app, '/sms/v1/sendCode');
    expect(missing.body).toEqual({ code: 1001, msg: phoneMessage, data: null });
    const phone = newPhone();
    const extra = await apiGet(t.app, `/sms/v1/sendCode?phone=${phone}&debug=1`);
    expect(extra.body).toEqual({ code: 1001, msg: '"debug" is not an accepted field.', data: null });
    expect(await countRows(t.db, 'login_codes', 'phone = $1', [phone])).toBe(0);
  });

  it('makes the borrower wait 60 seconds before a new code, saying how long is left', async () => {
    const phone = newPhone();
    expect((await requestCode(t.app, phone)).body.code).toBe(0);
    const again = await requestCode(t.app, phone);
    expect(again.body.code).toBe(2001);
    expect(again.body.msg).toMatch(/^Please wait (60|59|58) seconds before requesting a new code\.$/);
    // The same seconds in data, so a borrower whose first answer was lost sees the countdown.
    expect(again.body.data).toEqual({ resendAfter: Number(/\d+/.exec(again.body.msg)?.[0]) });
    expect(await countRows(t.db, 'login_codes', 'phone = $1', [phone])).toBe(1);
    await apiPost(t.app, '/dev/clock', { advanceMinutes: 1 });
    expect((await requestCode(t.app, phone)).body.code).toBe(0);
  });

  it('sends at most 5 codes an hour to one phone', async () => {
    const phone = newPhone();
    for (let i = 0; i < 5; i += 1) {
      expect((await requestCode(t.app, phone)).body.code).toBe(0);
      await apiPost(t.app, '/dev/clock', { advanceMinutes: 2 });
    }
    const sixth = await requestCode(t.app, phone);
    expect(sixth.body.code).toBe(2002);
    expect(sixth.body.msg).toBe(
      'Too many codes were requested for this number. Please try again in 50 minutes.',
    );
    expect(await countRows(t.db, 'login_codes', 'phone = $1', [phone])).toBe(5);
  });

  it('sends at most 10 codes a day to one phone, from whatever addresses, saying how long to wait', async () => {
    const phone = newPhone();
    for (let i = 0; i < 10; i += 1) {
      expect((await requestCode(t.app, phone, `10.251.${i}.1`)).body.code, `code ${i + 1}`).toBe(0);
      await apiPost(t.app, '/dev/clock', { advanceMinutes: 30 });
    }
    // 5 hours after the first: the hour's five are long past, the day's ten are not.
    const eleventh = await requestCode(t.app, phone, '10.251.99.1');
    expect(eleventh.body.code).toBe(2002);
    expect(eleventh.body.msg).toBe(
      'Too many codes were requested for this number. Please try again in 19 hours.',
    );
    expect(await countRows(t.db, 'login_codes', 'phone = $1', [phone])).toBe(10);
    await apiPost(t.app, '/dev/clock', { advanceMinutes: 19 * 60 });
    expect((await requestCode(t.app, phone, '10.251.99.1')).body.code).toBe(0);
  });

  it("names the later wait when a phone has reached both the hour's and the day's codes", async () => {
    const phone = newPhone();
    const sendFive = async () => {
      for (let i = 0; i < 5; i += 1) {
        expect((await requestCode(t.app, phone)).body.code).toBe(0);
        await apiPost(t.app, '/dev/clock', { advanceMinutes: 1 });
      }
    };
    await sendFive();
    await apiPost(t.app, '/dev/clock', { advanceMinutes: 60 });
    await sendFive();
    // 70 minutes after the first: the hour's five leave in 55 minutes, the day's ten in 22 h 50 min.
    const refused = await requestCode(t.app, phone);
    expect(refused.body.msg).toBe(
      'Too many codes were requested for this number. Please try again in 23 hours.',
    );
  });

  it('sends at most 20 codes an hour from one network address', async () => {
    const ip = '10.250.0.1';
    for (let i = 0; i < 20; i += 1) expect((await requestCode(t.app, newPhone(), ip)).body.code).toBe(0);
    const phone = newPhone();
    const refused = await requestCode(t.app, phone, ip);
    expect(refused.body.code).toBe(2003);
    expect(refused.body.msg).toMatch(
      /^Too many codes were requested from this network\. Please try again in (60|59) minutes\.$/,
    );
    expect(await countRows(t.db, 'login_codes', 'phone = $1', [phone])).toBe(0);
    // Another address is not affected.
    expect((await requestCode(t.app, phone, ipFor(phone))).body.code).toBe(0);
  });
});
