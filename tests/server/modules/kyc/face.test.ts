import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReadiness } from '../../../../server/modules/profile/readiness.ts';
import { apiGet, apiPost } from '../../helpers/api.ts';
import { userIdOfPhone } from '../../helpers/borrower-profile.ts';
import { countRows } from '../../helpers/db-rows.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { apiUpload, imagePart } from './kyc-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function borrower() {
  const { token, phone } = await signIn(t.app);
  return { token, userId: await userIdOfPhone(t.db, phone) };
}

interface CheckAnswer {
  passed: boolean;
  reference: string;
  message: string;
}

const livingCheck = (token: string, image: string) =>
  apiUpload<CheckAnswer>(t.app, '/auth/v3/living-check', { image: imagePart(image) }, { token });

async function faceRows(userId: number) {
  const { rows } = await t.db.query<{
    passed: boolean;
    reference: string;
    score: number | null;
    reason: string | null;
  }>('SELECT passed, reference, score, reason FROM face_checks WHERE user_id = $1 ORDER BY id', [userId]);
  return rows;
}

describe('the face step', () => {
  it('tells the face screen to use the front camera and the accepted photos', async () => {
    const { token } = await borrower();
    expect((await apiGet(t.app, '/auth/v1/living-check-config', { token })).body).toEqual({
      code: 0,
      msg: 'success',
      data: { kycPageType: 1, maxImageBytes: 10485760, capture: 'user', accept: 'image/jpeg,image/png' },
    });
  });

  it('passes a photo of one real person and keeps only the result and its reference', async () => {
    const { token, userId } = await borrower();
    const answer = await livingCheck(token, 'face-real.jpg');
    expect(answer.body).toEqual({
      code: 0,
      msg: 'success',
      data: {
        passed: true,
        reference: expect.stringMatching(/^sandbox-face-/),
        message: 'Face recognition passed.',
      },
    });
    const rows = await faceRows(userId);
    expect(rows).toEqual([
      { passed: true, reference: answer.body.data.reference, score: expect.any(Number), reason: null },
    ]);
    expect(rows[0]!.score).toBeGreaterThan(0.5);
    expect((await loadReadiness(t.db, userId)).face).toBe(true);

    const result = await apiGet(t.app, '/auth/v1/face-result', { token });
    expect(result.body.data).toEqual({
      checked: true,
      passed: true,
      reference: answer.body.data.reference,
      message: 'Face recognition passed.',
      checkedAt: expect.any(String),
    });
    expect((await apiPost(t.app, '/auth/v1/kyc-info/living-hold', undefined, { token })).body).toEqual({
      code: 0,
      msg: 'success',
      data: { passed: true, reference: answer.body.data.reference },
    });
  });

  it('says the result in Hindi to a Hindi reader, and in English to the next request without it', async () => {
    const { token } = await borrower();
    const hindi = { token, headers: { 'x-locale': 'hi' } };
    const noFace = 'फ़ोटो में कोई चेहरा नहीं मिला। कृपया अच्छी रोशनी में अपने चेहरे की फ़ोटो लें।';
    const answer = await apiUpload<CheckAnswer>(
      t.app,
      '/auth/v3/living-check',
      { image: imagePart('landscape.png') },
      hindi,
    );
    expect(answer.body).toMatchObject({ code: 0, data: { passed: false, message: noFace } });
    expect((await apiGet(t.app, '/auth/v1/face-result', hindi)).body.data).toMatchObject({ message: noFace });
    expect((await apiGet(t.app, '/auth/v1/face-result', { token })).body.data).toMatchObject({
      message: 'No face was found in the photo. Please take a photo of your face in good light.',
    });
    const passed = await apiUpload<CheckAnswer>(
      t.app,
      '/auth/v3/living-check',
      { image: imagePart('face-real.jpg') },
      hindi,
    );
    expect(passed.body.data.message).toBe('चेहरे की पहचान सफल रही।');
  });

  it('fails a photo without a face: the failure is recorded and shown, and the step is not held', async () => {
    const { token, userId } = await borrower();
    const answer = await livingCheck(token, 'landscape.png');
    const noFace = 'No face was found in the photo. Please take a photo of your face in good light.';
    expect(answer.body).toMatchObject({ code: 0, data: { passed: false, message: noFace } });
    expect(await faceRows(userId)).toEqual([
      { passed: false, reference: answer.body.data.reference, score: null, reason: 'no_face' },
    ]);
    expect((await apiGet(t.app, '/auth/v1/face-result', { token })).body.data).toMatchObject({
      checked: true,
      passed: false,
      message: noFace,
    });
    expect((await apiPost(t.app, '/auth/v1/kyc-info/living-hold', undefined, { token })).body).toEqual({
      code: 4041,
      msg: 'Please Upload Face Recognition ',
      data: null,
    });
    expect((await loadReadiness(t.db, userId)).face).toBe(false);
  });

  it('fails a photo of several people', async () => {
    const { token, userId } = await borrower();
    expect((await livingCheck(token, 'faces-group.jpg')).body.data).toMatchObject({
      passed: false,
      message: 'More than one face was found. Please take the photo with only your face in it.',
    });
    expect((await faceRows(userId))[0]).toMatchObject({ passed: false, reason: 'several_faces' });
  });

  it('reads the latest result: a pass after a failure completes the step, a failure after a pass undoes it', async () => {
    const { token, userId } = await borrower();
    await livingCheck(token, 'landscape.png');
    await livingCheck(token, 'face-real-exif-rotated.jpg');
    expect((await loadReadiness(t.db, userId)).face).toBe(true);
    await livingCheck(token, 'landscape.png');
    expect((await loadReadiness(t.db, userId)).face).toBe(false);
    expect((await apiPost(t.app, '/auth/v1/kyc-info/living-hold', undefined, { token })).body.code).toBe(
      4041,
    );
  });

  it('shows nothing before the first photo, and refuses to hold the step', async () => {
    const { token } = await borrower();
    expect((await apiGet(t.app, '/auth/v1/face-result', { token })).body.data).toEqual({
      checked: false,
      passed: false,
      reference: null,
      message: '',
      checkedAt: null,
    });
    expect((await apiPost(t.app, '/auth/v1/kyc-info/living-hold', undefined, { token })).body.msg).toBe(
      'Please Upload Face Recognition ',
    );
  });

  it('refuses a WebP photo (no decoder on the server) and keeps nothing', async () => {
    const { token, userId } = await borrower();
    expect((await livingCheck(token, 'pan-card.webp')).body).toEqual({
      code: 4011,
      msg: 'Please upload a photo: a JPEG or PNG image.',
      data: null,
    });
    expect(await countRows(t.db, 'face_checks', 'user_id = $1', [userId])).toBe(0);
  });

  it('allows 10 face checks an hour', async () => {
    const { token, userId } = await borrower();
    // Nine earlier checks within the hour, one just over an hour ago (not counted).
    await t.db.query(
      `INSERT INTO face_checks (user_id, passed, reference, checked_at)
       SELECT $1, false, 'earlier-' || n, now() - (n || ' minutes')::interval FROM generate_series(1, 9) n`,
      [userId],
    );
    await t.db.query(
      `INSERT INTO face_checks (user_id, passed, reference, checked_at) VALUES ($1, false, 'old', now() - interval '61 minutes')`,
      [userId],
    );
    expect((await livingCheck(token, 'landscape.png')).body.code).toBe(0);
    const refused = await livingCheck(token, 'face-real.jpg');
    expect(refused.body).toEqual({
      code: 4042,
      msg: expect.stringMatching(
        /^Too many face photos were checked\. Please try again in \d+ (seconds|minutes)\.$/,
      ),
      data: null,
    });
    expect(await countRows(t.db, 'face_checks', 'user_id = $1', [userId])).toBe(11);
  });
});
