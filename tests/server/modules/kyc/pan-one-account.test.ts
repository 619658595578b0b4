/**
 * A PAN is one person's, and one person has one account (decision 0085): a PAN saved with another
 * account's KYC is refused, by either way of proving it, and nothing is saved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost } from '../../helpers/api.ts';
import { userIdOfPhone } from '../../helpers/borrower-profile.ts';
import { countRows } from '../../helpers/db-rows.ts';
import { codeFromOutbox, signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { randomAadhaar } from '../../../support/random-aadhaar.ts';
import { randomPan } from '../../../support/random-pan.ts';
import { apiUpload, imagePart } from './kyc-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REFUSAL = {
  code: 4018,
  msg: 'This PAN is already verified on another account. Please sign in with the mobile number of that account.',
  data: null,
};

/** A new borrower whose Aadhaar number (their own) was verified by OTP; `save` then sends the PAN. */
async function otpVerified() {
  const { token, phone } = await signIn(t.app);
  const aadhaar = randomAadhaar();
  expect((await apiPost(t.app, '/auth/v2/aadhaar/send-otp', { aadhaar }, { token })).body.code).toBe(0);
  const otp = await codeFromOutbox(t.app, phone);
  expect((await apiPost(t.app, '/auth/aadhaar/verify', { aadhaar, otp }, { token })).body).toMatchObject({
    code: 0,
    data: { state: 1 },
  });
  const userId = await userIdOfPhone(t.db, phone);
  const save = (panNo: string, locale?: string) =>
    apiPost(
      t.app,
      '/auth/v1/kyc-info/aadhaar-verify',
      { idNo: aadhaar, panNo },
      { token, headers: locale ? { 'x-locale': locale } : {} },
    );
  return { userId, save };
}

const kycRows = (userId: number) => countRows(t.db, 'kyc_records', 'user_id = $1', [userId]);

describe('a PAN already saved on another account', () => {
  it('is refused to a second account by Aadhaar OTP, with nothing saved and the OTP still good', async () => {
    const pan = randomPan();
    const first = await otpVerified();
    expect((await first.save(pan)).body).toMatchObject({ code: 0 });

    const second = await otpVerified();
    expect((await second.save(pan)).body).toEqual(REFUSAL);
    expect(await kycRows(second.userId)).toBe(0);
    // The verified OTP was not used up: the borrower's own PAN is saved with it.
    expect((await second.save(randomPan())).body).toMatchObject({ code: 0 });
    expect(await kycRows(second.userId)).toBe(1);
  });

  it('is refused in Hindi to a borrower who reads Hindi', async () => {
    const pan = randomPan();
    expect((await (await otpVerified()).save(pan)).body.code).toBe(0);
    expect((await (await otpVerified()).save(pan, 'hi')).body).toEqual({
      ...REFUSAL,
      msg: 'यह PAN पहले ही किसी दूसरे खाते पर सत्यापित है। कृपया उस खाते के मोबाइल नंबर से साइन इन करें।',
    });
  });

  it('is refused to a second account showing the same card photos', async () => {
    const saveByPhotos = async () => {
      const { token, phone } = await signIn(t.app);
      for (const [type, file] of [
        ['aadhaarFront', 'aadhaar-front.jpg'],
        ['pan', 'pan-card.png'],
      ] as const) {
        const read = await apiUpload(
          t.app,
          '/auth/v1/ocr-separate',
          { type, image: imagePart(file) },
          { token },
        );
        expect(read.body.code).toBe(0);
      }
      const saved = await apiPost(
        t.app,
        '/auth/v1/kyc-info/aadhaar-pan',
        { realName: 'Asha Verma', idNo: '234567890124', panNo: 'ABCPV1234F' },
        { token },
      );
      return { body: saved.body, userId: await userIdOfPhone(t.db, phone) };
    };
    expect((await saveByPhotos()).body).toMatchObject({ code: 0 });
    const second = await saveByPhotos();
    expect(second.body).toEqual(REFUSAL);
    expect(await kycRows(second.userId)).toBe(0);
    expect(await countRows(t.db, 'kyc_records', 'pan_no = $1', ['ABCPV1234F'])).toBe(1);
  });

  it('two accounts saving one PAN at the same moment: one is saved, the other refused', async () => {
    const pan = randomPan();
    const [a, b] = await Promise.all([otpVerified(), otpVerified()]);
    const answers = await Promise.all([a.save(pan), b.save(pan)]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, 4018]);
    expect(await countRows(t.db, 'kyc_records', 'pan_no = $1', [pan])).toBe(1);
  });
});
