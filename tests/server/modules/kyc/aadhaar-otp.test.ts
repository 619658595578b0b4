import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../server/app.ts';
import { loadConfig } from '../../../../server/config.ts';
import { aadhaarOtpAvailable, kycPageType } from '../../../../server/modules/kyc/kyc-page.ts';
import { apiGet, apiPost } from '../../helpers/api.ts';
import { userIdOfPhone } from '../../helpers/borrower-profile.ts';
import { countRows } from '../../helpers/db-rows.ts';
import { codeFromOutbox, ipFor, newPhone, signIn } from '../../helpers/sign-in.ts';
import { createTestApp, fixturesDir, type TestApp } from '../../helpers/test-app.ts';
import { createTestDb } from '../../helpers/test-db.ts';
import { randomAadhaar } from '../../../support/random-aadhaar.ts';
import { columnsContaining } from './kyc-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A number of this test's own: the server limits the OTPs sent for one number, whoever asks. */
let AADHAAR = '';
const OTHER_AADHAAR = '987654321096';
beforeEach(() => {
  AADHAAR = randomAadhaar();
});

async function borrower() {
  const { token, phone } = await signIn(t.app);
  return { token, phone, userId: await userIdOfPhone(t.db, phone) };
}

const sendOtp = (token: string, aadhaar?: string) =>
  apiPost<{ state: number; signzyAadhaarDto: { success: boolean; message: string } }>(
    t.app,
    '/auth/v2/aadhaar/send-otp',
    aadhaar === undefined ? {} : { aadhaar },
    { token },
  );
const verify = (token: string, aadhaar: string, otp: string) =>
  apiPost(t.app, '/auth/aadhaar/verify', { aadhaar, otp }, { token });
const saveKyc = (token: string, form: { idNo?: string; panNo?: string }) =>
  apiPost(t.app, '/auth/v1/kyc-info/aadhaar-verify', form, { token });
async function advanceMinutes(minutes: number): Promise<void> {
  expect((await apiPost(t.app, '/dev/clock', { advanceMinutes: minutes })).body.code).toBe(0);
}

/** A 6-digit code that is not `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('KYC by Aadhaar OTP', () => {
  it('says the OTP went out, and that the number is already verified, in Hindi to a Hindi reader', async () => {
    const { token, phone } = await borrower();
    const hindi = { token, headers: { 'x-locale': 'hi' } };
    const send = () => apiPost(t.app, '/auth/v2/aadhaar/send-otp', { aadhaar: AADHAAR }, hindi);
    expect((await send()).body).toMatchObject({
      code: 0,
      data: { state: 0, signzyAadhaarDto: { message: 'आपके Aadhaar से जुड़े मोबाइल नंबर पर OTP भेजा गया है।' } },
    });
    expect((await verify(token, AADHAAR, await codeFromOutbox(t.app, phone))).body.code).toBe(0);
    expect((await send()).body).toMatchObject({
      code: 0,
      data: { state: 1, signzyAadhaarDto: { message: 'Aadhaar पहले ही सत्यापित हो चुका है।' } },
    });
  });

  it("sends the OTP to the borrower's phone (dev outbox), verifies it, then saves the KYC", async () => {
    const { token, phone, userId } = await borrower();
    const sent = await sendOtp(token, `${AADHAAR.slice(0, 4)} ${AADHAAR.slice(4, 8)} ${AADHAAR.slice(8)}`);
    expect(sent.body).toEqual({
      code: 0,
      msg: 'success',
      data: {
        state: 0,
        signzyAadhaarDto: {
          success: true,
          message: 'OTP sent to the mobile number linked with your Aadhaar.',
        },
      },
    });
    const code = await codeFromOutbox(t.app, phone);
    expect(code).toMatch(/^\d{6}$/);

    expect((await verify(token, AADHAAR, wrongCode(code))).body).toEqual({
      code: 4034,
      msg: 'Wrong OTP. You have 4 tries left.',
      data: null,
    });
    expect((await verify(token, AADHAAR, code)).body).toEqual({
      code: 0,
      msg: 'success',
      data: { state: 1 },
    });
    // Asking again for a verified number: state 1, no new OTP.
    const outboxBefore = await countRows(t.db, 'sms_outbox', 'phone = $1', [phone]);
    const again = await sendOtp(token, AADHAAR);
    expect(again.body.data).toEqual({
      state: 1,
      signzyAadhaarDto: { success: true, message: 'Aadhaar already verified.' },
    });
    expect(await countRows(t.db, 'sms_outbox', 'phone = $1', [phone])).toBe(outboxBefore);

    expect((await saveKyc(token, { idNo: AADHAAR, panNo: 'abcpv1234f' })).body).toEqual({
      code: 0,
      msg: 'success',
      data: {},
    });
    const { rows } = await t.db.query(
      'SELECT real_name, aadhaar_last4, aadhaar_ref, pan_no, method FROM kyc_records WHERE user_id = $1',
      [userId],
    );
    expect(rows).toEqual([
      {
        real_name: '',
        aadhaar_last4: AADHAAR.slice(8),
        aadhaar_ref: expect.stringMatching(/^sandbox-aadhaar-[0-9a-f-]{36}$/),
        pan_no: 'ABCPV1234F',
        method: 'otp',
      },
    ]);
    expect(await columnsContaining(t.db, AADHAAR)).toEqual([]);
    expect(await countRows(t.db, 'aadhaar_otp_requests', 'user_id = $1', [userId])).toBe(0);
    expect((await apiGet(t.app, '/auth/v1/kyc-info', { token })).body.data).toEqual({
      kycPageType: 1,
      state: 1,
    });
    expect((await sendOtp(token, AADHAAR)).body.code).toBe(4008);
    // The same Verify again (a second tap, a retry) says so too, not "request an OTP first".
    expect((await verify(token, AADHAAR, code)).body).toEqual({
      code: 4008,
      msg: 'Your Aadhaar and PAN are already verified.',
      data: null,
    });
  });

  it('answers with the spec messages when a number is missing, and stores nothing', async () => {
    const { token, userId } = await borrower();
    expect((await sendOtp(token)).body).toEqual({ code: 4009, msg: 'Please Input IDcard No.', data: null });
    expect((await sendOtp(token, '  ')).body.msg).toBe('Please Input IDcard No.');
    expect((await saveKyc(token, { panNo: 'ABCPV1234F' })).body).toEqual({
      code: 4009,
      msg: 'Please Input IDcard No.',
      data: null,
    });
    expect((await saveKyc(token, { idNo: AADHAAR })).body).toEqual({
      code: 4010,
      msg: 'Please Input Pan Id. ',
      data: null,
    });
    expect((await saveKyc(token, { idNo: AADHAAR, panNo: '' })).body.msg).toBe('Please Input Pan Id. ');
    expect((await verify(token, '', '123456')).body.msg).toBe('Please Input IDcard No.');
    expect(await countRows(t.db, 'aadhaar_otp_requests', 'user_id = $1', [userId])).toBe(0);
    expect(await countRows(t.db, 'kyc_records', 'user_id = $1', [userId])).toBe(0);
  });

  it('refuses a wrong check digit, a company PAN and an OTP that is not 6 digits, storing nothing', async () => {
    const { token, userId } = await borrower();
    const invalid = 'This Aadhaar number is not valid. Please check the 12 digits.';
    expect((await sendOtp(token, '234567890125')).body).toEqual({ code: 4003, msg: invalid, data: null });
    expect((await saveKyc(token, { idNo: '234567890125', panNo: 'ABCPV1234F' })).body.msg).toBe(invalid);
    expect((await saveKyc(token, { idNo: AADHAAR, panNo: 'ABCCV1234F' })).body.code).toBe(4004);
    // Letters of other scripts are not made into PAN letters: the ligature "ﬀ" would be "FF".
    expect((await saveKyc(token, { idNo: AADHAAR, panNo: '\uFB00CPD1234F' })).body.code).toBe(4004);
    expect((await saveKyc(token, { idNo: AADHAAR, panNo: 'ABCP\u01311234F' })).body.code).toBe(4004);
    expect((await verify(token, AADHAAR, '12345')).body).toEqual({
      code: 1001,
      msg: 'Please enter the 6-digit OTP.',
      data: null,
    });
    expect((await verify(token, AADHAAR, '12345a')).body.msg).toBe('Please enter the 6-digit OTP.');
    expect(await countRows(t.db, 'aadhaar_otp_requests', 'user_id = $1', [userId])).toBe(0);
    expect(await countRows(t.db, 'kyc_records', 'user_id = $1', [userId])).toBe(0);
  });

  it('saves the KYC only for a number the OTP verified, within 30 minutes', async () => {
    const { token, phone, userId } = await borrower();
    const notVerified = 'Please verify your Aadhaar number with the OTP first.';
    expect((await saveKyc(token, { idNo: AADHAAR, panNo: 'ABCPV1234F' })).body).toEqual({
      code: 4037,
      msg: notVerified,
      data: null,
    });
    await sendOtp(token, AADHAAR);
    // Sent but not verified yet.
    expect((await saveKyc(token, { idNo: AADHAAR, panNo: 'ABCPV1234F' })).body.msg).toBe(notVerified);
    await verify(token, AADHAAR, await codeFromOutbox(t.app, phone));
    // Another valid number than the one verified.
    expect((await saveKyc(token, { idNo: OTHER_AADHAAR, panNo: 'ABCPV1234F' })).body.msg).toBe(notVerified);
    await advanceMinutes(31);
    expect((await saveKyc(token, { idNo: AADHAAR, panNo: 'ABCPV1234F' })).body.msg).toBe(notVerified);
    expect((await verify(token, AADHAAR, '000000')).body.code).toBe(4036);
    expect(await countRows(t.db, 'kyc_records', 'user_id = $1', [userId])).toBe(0);
  });

  it('lets a new OTP be asked for only after 60 seconds; the new one replaces the old', async () => {
    const { token, phone } = await borrower();
    await sendOtp(token, AADHAAR);
    const first = await codeFromOutbox(t.app, phone);
    const tooSoon = await sendOtp(token, AADHAAR);
    expect(tooSoon.body).toEqual({
      code: 4031,
      msg: expect.stringMatching(/^Please wait \d+ seconds before requesting a new OTP\.$/),
      data: { resendAfter: expect.any(Number) },
    });
    // The seconds in data are the ones the message names, for the screen's countdown.
    const seconds = Number(/\d+/.exec(tooSoon.body.msg)?.[0]);
    expect(tooSoon.body.data).toEqual({ resendAfter: seconds });
    expect(seconds).toBeGreaterThanOrEqual(58);
    expect(seconds).toBeLessThanOrEqual(60);
    await advanceMinutes(2);
    expect((await sendOtp(token, AADHAAR)).body.data?.state).toBe(0);
    const second = await codeFromOutbox(t.app, phone);
    if (first !== second) expect((await verify(token, AADHAAR, first)).body.code).toBe(4034);
    expect((await verify(token, AADHAAR, second)).body.data).toEqual({ state: 1 });
  });

  it('ends an OTP after 5 wrong tries: even the right one is refused then', async () => {
    const { token, phone } = await borrower();
    await sendOtp(token, AADHAAR);
    const code = await codeFromOutbox(t.app, phone);
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1) answers.push((await verify(token, AADHAAR, wrongCode(code))).body.msg);
    expect(answers).toEqual([
      'Wrong OTP. You have 4 tries left.',
      'Wrong OTP. You have 3 tries left.',
      'Wrong OTP. You have 2 tries left.',
      'Wrong OTP. You have 1 try left.',
      'Too many wrong OTPs. Please request a new OTP.',
    ]);
    expect((await verify(token, AADHAAR, code)).body).toEqual({
      code: 4035,
      msg: 'Too many wrong OTPs. Please request a new OTP.',
      data: null,
    });
  });

  it('counts concurrent guesses against the same 5 tries', async () => {
    const { token, phone } = await borrower();
    await sendOtp(token, AADHAAR);
    const code = await codeFromOutbox(t.app, phone);
    const guesses = Array.from({ length: 8 }, (_, i) =>
      String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'),
    );
    await Promise.all(guesses.map((guess) => verify(token, AADHAAR, guess)));
    expect((await verify(token, AADHAAR, code)).body.code).toBe(4035);
  });

  it('refuses an OTP older than 10 minutes', async () => {
    const { token, phone } = await borrower();
    await sendOtp(token, AADHAAR);
    const code = await codeFromOutbox(t.app, phone);
    await advanceMinutes(11);
    expect((await verify(token, AADHAAR, code)).body).toEqual({
      code: 4036,
      msg: 'This OTP has expired. Please request a new OTP.',
      data: null,
    });
  });

  it('checks an OTP only for the number it was sent for', async () => {
    const { token, phone } = await borrower();
    expect((await verify(token, AADHAAR, '123456')).body).toEqual({
      code: 4033,
      msg: 'Please request an OTP for this Aadhaar number first.',
      data: null,
    });
    await sendOtp(token, AADHAAR);
    const code = await codeFromOutbox(t.app, phone);
    expect((await verify(token, OTHER_AADHAAR, code)).body.code).toBe(4033);
  });

  it('allows a borrower at most 5 OTPs an hour, whatever the numbers', async () => {
    const { token } = await borrower();
    for (let i = 0; i < 5; i += 1) {
      expect((await sendOtp(token, randomAadhaar())).body.code).toBe(0);
      await advanceMinutes(2);
    }
    expect((await sendOtp(token, AADHAAR)).body).toEqual({
      code: 4032,
      msg: expect.stringMatching(/^Too many OTPs were requested\. Please try again in \d+ minutes\.$/),
      data: null,
    });
  });

  it("allows one Aadhaar number at most 5 OTPs an hour, whoever asks: the holder's phone is not flooded", async () => {
    const askers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => borrower()));
    for (const asker of askers.slice(0, 5)) expect((await sendOtp(asker.token, AADHAAR)).body.code).toBe(0);
    await advanceMinutes(20);
    const sixth = askers[5] as Awaited<ReturnType<typeof borrower>>;
    const outboxBefore = await countRows(t.db, 'sms_outbox', 'phone = $1', [sixth.phone]);
    expect((await sendOtp(sixth.token, AADHAAR)).body).toEqual({
      code: 4030,
      msg: 'Too many OTPs were requested for this Aadhaar number. Please try again in 40 minutes.',
      data: null,
    });
    // Nothing sent, nothing kept: the refusal spends none of the sixth borrower's own OTPs.
    expect(await countRows(t.db, 'sms_outbox', 'phone = $1', [sixth.phone])).toBe(outboxBefore);
    expect(await countRows(t.db, 'aadhaar_otp_requests', 'user_id = $1', [sixth.userId])).toBe(0);
    // Another number is the sixth borrower's to ask for; this one again once the hour has passed.
    expect((await sendOtp(sixth.token, OTHER_AADHAAR)).body.code).toBe(0);
    await advanceMinutes(41);
    expect((await sendOtp(sixth.token, AADHAAR)).body.code).toBe(0);
  });

  it('counts OTPs asked for one number at the same moment by several borrowers against the same 5', async () => {
    const askers = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(() => borrower()));
    const answers = await Promise.all(askers.map((asker) => sendOtp(asker.token, AADHAAR)));
    const codes = answers.map((answer) => answer.body.code).sort();
    expect(codes).toEqual([0, 0, 0, 0, 0, 4030, 4030, 4030]);
    expect(
      await countRows(t.db, 'aadhaar_otp_requests', 'user_id = ANY($1)', [askers.map((a) => a.userId)]),
    ).toBe(5);
  });
});

describe('which KYC screen the borrower gets', () => {
  it('is the upload variant by default and the OTP variant when the client setting says 2', async () => {
    const { token } = await borrower();
    expect((await apiGet(t.app, '/auth/v1/kyc-info', { token })).body.data).toEqual({
      kycPageType: 1,
      state: 0,
    });
    await t.db.query("UPDATE client_settings SET value = '2' WHERE key = 'kyc.pageType'");
    try {
      expect((await apiGet(t.app, '/auth/v1/kyc-info', { token })).body.data).toEqual({
        kycPageType: 2,
        state: 0,
      });
      expect((await apiGet(t.app, '/auth/v1/living-check-config', { token })).body.data).toMatchObject({
        kycPageType: 2,
      });
    } finally {
      await t.db.query("UPDATE client_settings SET value = '1' WHERE key = 'kyc.pageType'");
    }
  });

  it('stays the upload variant in production while the Aadhaar provider is the sandbox', async () => {
    const sandbox = { ocr: 'sandbox', face: 'sandbox', aadhaar: 'sandbox', photosMaxWaiting: 8 } as const;
    expect(aadhaarOtpAvailable({ appEnv: 'production', kycProviders: sandbox })).toBe(false);
    expect(aadhaarOtpAvailable({ appEnv: 'development', kycProviders: sandbox })).toBe(true);
    await t.db.query("UPDATE client_settings SET value = '2' WHERE key = 'kyc.pageType'");
    try {
      expect(await kycPageType(t.db, false)).toBe(1);
      expect(await kycPageType(t.db, true)).toBe(2);
    } finally {
      await t.db.query("UPDATE client_settings SET value = '1' WHERE key = 'kyc.pageType'");
    }
  });
});

describe('Aadhaar OTP in production with the sandbox provider', () => {
  it('is refused, and the KYC screen is the upload variant whatever the setting', async () => {
    const { db, dispose } = await createTestDb();
    // The production rules of this module, without the settings other modules require to start.
    const config = { ...loadConfig({ APP_ENV: 'test' }), appEnv: 'production' as const, devSurface: false };
    const app = await buildApp({
      config,
      db,
      screensDir: `${fixturesDir}/screens`,
      distDir: `${fixturesDir}/none`,
    });
    try {
      await db.query("UPDATE client_settings SET value = '2' WHERE key = 'kyc.pageType'");
      const phone = newPhone();
      await apiGet(app, `/sms/v1/sendCode?phone=${phone}`, { ip: ipFor(phone) });
      const { rows } = await db.query<{ text: string }>('SELECT text FROM sms_outbox WHERE phone = $1', [
        phone,
      ]);
      const code = /\d{4}/.exec(rows[0]?.text ?? '')?.[0];
      const login = await apiPost<{ token: string }>(
        app,
        '/user/v1/login',
        { phone, code },
        { ip: ipFor(phone) },
      );
      const { token } = login.body.data;

      expect((await apiGet(app, '/auth/v1/kyc-info', { token })).body.data).toEqual({
        kycPageType: 1,
        state: 0,
      });
      const unavailable = {
        code: 4038,
        msg: 'Aadhaar OTP verification is not available. Please upload photos of your Aadhaar and PAN cards instead.',
        data: null,
      };
      expect((await apiPost(app, '/auth/v2/aadhaar/send-otp', { aadhaar: AADHAAR }, { token })).body).toEqual(
        unavailable,
      );
      expect(
        (await apiPost(app, '/auth/aadhaar/verify', { aadhaar: AADHAAR, otp: '123456' }, { token })).body,
      ).toEqual(unavailable);
      expect(await countRows(db, 'sandbox_aadhaar_otps')).toBe(0);
    } finally {
      await app.close();
      await dispose();
    }
  });
});
