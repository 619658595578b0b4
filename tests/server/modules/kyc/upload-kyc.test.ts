import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadReadiness } from '../../../../server/modules/profile/readiness.ts';
import { apiGet, apiPost } from '../../helpers/api.ts';
import { userIdOfPhone } from '../../helpers/borrower-profile.ts';
import { cameraSizedPhoto } from '../../helpers/camera-photos.ts';
import { countRows } from '../../helpers/db-rows.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { apiUpload, columnsContaining, imagePart } from './kyc-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const AADHAAR = '234567890124';
const FIXTURE_PAN = 'ABCPV1234F';
// Every borrower here shows the same card photos, and a PAN is one account's (decision 0085): each
// test's KYC is taken off before the next test's borrower saves theirs.
afterEach(() => t.db.query('DELETE FROM kyc_records WHERE pan_no = $1', [FIXTURE_PAN]));

/** A signed-in borrower who uploaded both card photos (the fixtures of Asha Verma). */
async function borrowerWithPhotosRead() {
  const { token, phone } = await signIn(t.app);
  const aadhaar = await apiUpload(
    t.app,
    '/auth/v1/ocr-separate',
    { type: 'aadhaarFront', image: imagePart('aadhaar-front.jpg') },
    { token },
  );
  expect(aadhaar.body).toMatchObject({ code: 0, data: { name: 'Asha Verma', idNo: AADHAAR } });
  const pan = await apiUpload(
    t.app,
    '/auth/v1/ocr-separate',
    { type: 'pan', image: imagePart('pan-card.png') },
    { token },
  );
  expect(pan.body).toMatchObject({ code: 0, data: { panNo: 'ABCPV1234F' } });
  return { token, userId: await userIdOfPhone(t.db, phone) };
}

async function signedInBorrower() {
  const { token, phone } = await signIn(t.app);
  return { token, userId: await userIdOfPhone(t.db, phone) };
}

/** Saves the upload KYC with the fixtures' numbers and `realName`. */
const saveKyc = (token: string, realName: string) =>
  apiPost(t.app, '/auth/v1/kyc-info/aadhaar-pan', { realName, idNo: AADHAAR, panNo: FIXTURE_PAN }, { token });

const kycRows = (userId: number) => countRows(t.db, 'kyc_records', 'user_id = $1', [userId]);

describe('KYC by card photos (upload variant)', () => {
  it('reads each card photo, then saves the KYC with the last 4 digits and a reference only', async () => {
    const { token, userId } = await borrowerWithPhotosRead();
    const saved = await saveKyc(token, 'Asha Verma');
    expect(saved.body).toEqual({ code: 0, msg: 'success', data: {} });

    const { rows } = await t.db.query(
      'SELECT real_name, aadhaar_last4, aadhaar_ref, pan_no, method FROM kyc_records WHERE user_id = $1',
      [userId],
    );
    expect(rows).toEqual([
      {
        real_name: 'Asha Verma',
        aadhaar_last4: '0124',
        aadhaar_ref: expect.stringMatching(/^sandbox-ocr-[0-9a-f-]{36}$/),
        pan_no: 'ABCPV1234F',
        method: 'upload',
      },
    ]);
    expect((await loadReadiness(t.db, userId)).kyc).toBe(true);
    expect((await apiGet(t.app, '/auth/v1/kyc-info', { token })).body.data).toEqual({
      kycPageType: 1,
      state: 1,
    });
  });

  it('keeps the full Aadhaar number nowhere in the database, grouped or not', async () => {
    const { token, userId } = await borrowerWithPhotosRead();
    await apiPost(
      t.app,
      '/auth/v1/kyc-info/aadhaar-pan',
      { realName: 'Asha Verma', idNo: '2345 6789 0124', panNo: 'abcpv1234f' },
      { token },
    );
    expect(await columnsContaining(t.db, AADHAAR)).toEqual([]);
    expect(await columnsContaining(t.db, '2345 6789 0124')).toEqual([]);
    // The proofs of the photos (keyed hashes of the numbers) go once the KYC is saved.
    expect(await countRows(t.db, 'kyc_card_reads', 'user_id = $1', [userId])).toBe(0);
  });

  it('accepts the name as the borrower corrected it: a letter the reading got wrong, the spaces', async () => {
    const { token, userId } = await borrowerWithPhotosRead();
    const saved = await saveKyc(token, '  Asha  Varma ');
    expect(saved.body.code).toBe(0);
    const { rows } = await t.db.query<{ real_name: string }>(
      'SELECT real_name FROM kyc_records WHERE user_id = $1',
      [userId],
    );
    expect(rows[0]?.real_name).toBe('Asha Varma');
  });

  it('accepts the name read with the surname first, in capitals', async () => {
    const { token } = await borrowerWithPhotosRead();
    const saved = await saveKyc(token, 'VERMA ASHA');
    expect(saved.body.code).toBe(0);
  });
});

describe('refusals of the upload KYC: exact messages, nothing saved', () => {
  it.each([
    ['the name is missing', { idNo: AADHAAR, panNo: 'ABCPV1234F' }, 'Please Upload Aadhaar front'],
    [
      'the name is blank',
      { realName: '  ', idNo: AADHAAR, panNo: 'ABCPV1234F' },
      'Please Upload Aadhaar front',
    ],
    [
      'the Aadhaar number is missing',
      { realName: 'Asha Verma', panNo: 'ABCPV1234F' },
      'Please Upload Aadhaar front',
    ],
    ['the name and the PAN are missing (Aadhaar first)', { idNo: AADHAAR }, 'Please Upload Aadhaar front'],
    ['the PAN is missing', { realName: 'Asha Verma', idNo: AADHAAR }, 'Please Upload PAN '],
    ['the PAN is empty', { realName: 'Asha Verma', idNo: AADHAAR, panNo: '' }, 'Please Upload PAN '],
    [
      'the Aadhaar check digit is wrong',
      { realName: 'Asha Verma', idNo: '234567890125', panNo: 'ABCPV1234F' },
      'This Aadhaar number is not valid. Please check the 12 digits.',
    ],
    [
      'the Aadhaar number starts with 1',
      { realName: 'Asha Verma', idNo: '134567890124', panNo: 'ABCPV1234F' },
      'This Aadhaar number is not valid. Please check the 12 digits.',
    ],
    [
      'the Aadhaar number is 11 digits',
      { realName: 'Asha Verma', idNo: '23456789012', panNo: 'ABCPV1234F' },
      'This Aadhaar number is not valid. Please check the 12 digits.',
    ],
    [
      'the PAN is a company PAN (4th letter C)',
      { realName: 'Asha Verma', idNo: AADHAAR, panNo: 'ABCCV1234F' },
      'This PAN is not valid. A personal PAN has 5 letters, 4 digits and a letter, with P as the 4th letter (like ABCPE1234F).',
    ],
    [
      'the PAN is not PAN-shaped',
      { realName: 'Asha Verma', idNo: AADHAAR, panNo: 'ABCP1234F' },
      'This PAN is not valid. A personal PAN has 5 letters, 4 digits and a letter, with P as the 4th letter (like ABCPE1234F).',
    ],
    [
      'the name has digits',
      { realName: 'Asha 2', idNo: AADHAAR, panNo: 'ABCPV1234F' },
      'Please enter your name as printed on your Aadhaar card, in English letters.',
    ],
  ])('when %s', async (_case, form, msg) => {
    // These are refused before the photos are looked at: a borrower without photos suffices.
    const { token, userId } = await signedInBorrower();
    const answer = await apiPost(t.app, '/auth/v1/kyc-info/aadhaar-pan', form, { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: expect.any(Number), msg, data: null });
    expect(answer.body.code).not.toBe(0);
    expect(await kycRows(userId)).toBe(0);
  });

  it('refuses numbers that were not read from this borrower’s own photos', async () => {
    const { token, userId } = await signedInBorrower();
    const form = { realName: 'Asha Verma', idNo: AADHAAR, panNo: 'ABCPV1234F' };
    // Another borrower's photos prove nothing for this one.
    await borrowerWithPhotosRead();
    expect((await apiPost(t.app, '/auth/v1/kyc-info/aadhaar-pan', form, { token })).body.msg).toBe(
      'This Aadhaar number was not read from your Aadhaar photo. Please upload the Aadhaar front again.',
    );
    await apiUpload(
      t.app,
      '/auth/v1/ocr-separate',
      { type: 'aadhaarFront', image: imagePart('aadhaar-front.jpg') },
      { token },
    );
    expect((await apiPost(t.app, '/auth/v1/kyc-info/aadhaar-pan', form, { token })).body.msg).toBe(
      'This PAN was not read from your PAN card photo. Please upload the PAN card again.',
    );
    // A different valid number than the one read is refused too.
    const other = { ...form, idNo: '987654321096' };
    expect((await apiPost(t.app, '/auth/v1/kyc-info/aadhaar-pan', other, { token })).body.code).toBe(4006);
    expect(await kycRows(userId)).toBe(0);
  });

  it('refuses a reading older than an hour', async () => {
    const { token, userId } = await borrowerWithPhotosRead();
    await t.db.query(
      "UPDATE kyc_card_reads SET read_at = read_at - interval '61 minutes' WHERE user_id = $1",
      [userId],
    );
    const answer = await saveKyc(token, 'Asha Verma');
    expect(answer.body.code).toBe(4006);
    expect(await kycRows(userId)).toBe(0);
  });

  it("refuses a name that is not the one read from the borrower's Aadhaar photo (4019)", async () => {
    const { token, userId } = await borrowerWithPhotosRead();
    const answer = await saveKyc(token, 'Ashok Verma');
    expect(answer.body).toEqual({
      code: 4019,
      msg: 'This name is not the one on your Aadhaar card. Please enter it as printed on the card, or upload the Aadhaar front again if it was read wrong.',
      data: null,
    });
    expect(await kycRows(userId)).toBe(0);
    // The readings stay: the borrower corrects the name and saves without new photos.
    const corrected = await saveKyc(token, 'Asha Verma');
    expect(corrected.body.code).toBe(0);
  });

  it("refuses a PAN card whose name is another person's (4020): its reading is kept, nothing is saved", async () => {
    const { token, userId } = await borrowerWithPhotosRead();
    const { rows } = await t.db.query(
      "SELECT holder_name FROM kyc_card_reads WHERE user_id = $1 AND card = 'pan'",
      [userId],
    );
    expect(rows).toEqual([{ holder_name: 'ASHA VERMA' }]);
    // The same card as read for someone else: a relative's PAN, with the borrower's own Aadhaar.
    await t.db.query(
      "UPDATE kyc_card_reads SET holder_name = 'RAJESH VERMA' WHERE user_id = $1 AND card = 'pan'",
      [userId],
    );
    const answer = await saveKyc(token, 'Asha Verma');
    expect(answer.body).toEqual({
      code: 4020,
      msg: 'The name on this PAN card is not the one on your Aadhaar card. Please upload your own PAN card.',
      data: null,
    });
    expect(await kycRows(userId)).toBe(0);
    // A PAN card that prints the same person's name with a middle name is hers.
    await t.db.query(
      "UPDATE kyc_card_reads SET holder_name = 'ASHA KUMARI VERMA' WHERE user_id = $1 AND card = 'pan'",
      [userId],
    );
    expect((await saveKyc(token, 'Asha Verma')).body.code).toBe(0);
  });

  it('does not replace a saved KYC, nor read more photos for it', async () => {
    const { token, userId } = await borrowerWithPhotosRead();
    const form = { realName: 'Asha Verma', idNo: AADHAAR, panNo: 'ABCPV1234F' };
    expect((await apiPost(t.app, '/auth/v1/kyc-info/aadhaar-pan', form, { token })).body.code).toBe(0);
    const again = await apiPost(
      t.app,
      '/auth/v1/kyc-info/aadhaar-pan',
      { ...form, realName: 'Someone Else' },
      { token },
    );
    expect(again.body).toMatchObject({ code: 4008, msg: 'Your Aadhaar and PAN are already verified.' });
    const photo = await apiUpload(
      t.app,
      '/auth/v1/ocr-separate',
      { type: 'pan', image: imagePart('pan-card.png') },
      { token },
    );
    expect(photo.body.code).toBe(4008);
    const { rows } = await t.db.query('SELECT real_name FROM kyc_records WHERE user_id = $1', [userId]);
    expect(rows).toEqual([{ real_name: 'Asha Verma' }]);
  });

  it("reads a camera's full-size photo sent as chosen (a phone that could not make it lighter)", async () => {
    const { token } = await signedInBorrower();
    // 3,300 x 2,340 with a sensor's grain, about 4 MB: decision 0040 sends it as it is when the
    // phone cannot redraw it.
    const photo = cameraSizedPhoto('aadhaar-front.jpg', { factor: 3, grain: 0.12, quality: 95 });
    const read = await apiUpload(
      t.app,
      '/auth/v1/ocr-separate',
      {
        type: 'aadhaarFront',
        image: { bytes: photo, filename: 'IMG_20261127_101500.jpg', type: 'image/jpeg' },
      },
      { token },
    );
    expect(read.body).toMatchObject({ code: 0, data: { idNo: AADHAAR } });
  }, 60_000);

  it('answers -4 without a token', async () => {
    const answer = await apiPost(t.app, '/auth/v1/kyc-info/aadhaar-pan', {
      realName: 'Asha Verma',
      idNo: AADHAAR,
      panNo: 'ABCPV1234F',
    });
    expect(answer.body.code).toBe(-4);
  });
});
