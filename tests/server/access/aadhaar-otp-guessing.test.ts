/**
 * Guessing Aadhaar OTPs, with the numbers read from the KYC rules (tests/server/modules/kyc covers
 * each refusal's wording, and guesses sent at once): in an hour a borrower gets at most perHour
 * OTPs of maxWrongTries wrong guesses each, the last one dead even for the right OTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycRules } from '../../../server/modules/kyc/kyc-rules.ts';
import { apiPost } from '../helpers/api.ts';
import { codeFromOutbox, signIn } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { waitPast, wrongCode } from './brute-force-helpers.ts';

const AADHAAR = '234567890124';
const { perHour, maxWrongTries, resendAfterSeconds } = kycRules.aadhaarOtp;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sendOtp = (token: string) =>
  apiPost(t.app, '/auth/v2/aadhaar/send-otp', { aadhaar: AADHAAR }, { token });
const verify = (token: string, otp: string) =>
  apiPost(t.app, '/auth/aadhaar/verify', { aadhaar: AADHAAR, otp }, { token });

describe('Aadhaar OTP guesses', () => {
  it('add up to OTPs an hour x tries an OTP, and no more', async () => {
    const { token, phone } = await signIn(t.app);
    // Each OTP: its wrong tries, then refused as dead; one more try shows it stays dead.
    const perOtp = [...Array<number>(maxWrongTries - 1).fill(4034), 4035, 4035];
    let lastOtp = '';
    for (let sent = 0; sent < perHour; sent += 1) {
      expect((await sendOtp(token)).body.code).toBe(0);
      lastOtp = await codeFromOutbox(t.app, phone);
      const answers: number[] = [];
      for (let tries = 0; tries < perOtp.length; tries += 1)
        answers.push((await verify(token, wrongCode(lastOtp))).body.code);
      expect(answers).toEqual(perOtp);
      await waitPast(t.app, resendAfterSeconds);
    }
    expect((await sendOtp(token)).body.code).toBe(4032);
    expect((await verify(token, lastOtp)).body.code).toBe(4035);
    const { rows } = await t.db.query<{ guesses: number; verified: number }>(
      `SELECT sum(r.wrong_tries)::int AS guesses, count(r.verified_at)::int AS verified
       FROM aadhaar_otp_requests r JOIN users u ON u.id = r.user_id WHERE u.phone = $1`,
      [phone],
    );
    expect(rows[0]).toEqual({ guesses: perHour * maxWrongTries, verified: 0 });
  });
});
