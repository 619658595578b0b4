import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiPost } from '../../helpers/api.ts';
import { userIdOfPhone } from '../../helpers/borrower-profile.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { saveBasic, saveWork, validBasic, validWork } from './profile-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface AuthStatus {
  userAuthConfigVoList: { key: string; name: string; done: number }[];
  basic: number;
  work: number;
  kycAadhaarAndPan: number;
  kycFaceAndHold: number;
  contact: number;
  next: { key: string; step: number; as: number; route: string } | null;
}

async function status(token: string): Promise<AuthStatus> {
  const { body } = await apiGet<AuthStatus>(t.app, '/auth/v1/find-user-auth', { token });
  expect(body.code).toBe(0);
  return body.data;
}

// KYC and the face check have their own modules; their rows are written directly here.
async function verifyKyc(userId: number) {
  await t.db.query(
    `INSERT INTO kyc_records (user_id, real_name, aadhaar_last4, aadhaar_ref, pan_no, method, verified_at)
     VALUES ($1, 'asha verma', '4321', 'sandbox-ref', 'ABCPV1234F', 'upload', now())`,
    [userId],
  );
}

async function faceCheck(userId: number, passed: boolean, at: string) {
  await t.db.query(
    `INSERT INTO face_checks (user_id, passed, reference, checked_at) VALUES ($1, $2, 'face-ref', $3)`,
    [userId, passed, at],
  );
}

const contacts = {
  oneName: 'ramesh kumar',
  oneMobile: '9876543210',
  oneRelation: 'Father',
  twoName: 'sunita',
  twoMobile: '8765432109',
  twoRelation: 'Mother',
  thirdName: 'arjun',
  thirdMobile: '7654321098',
  thirdRelation: 'Friends',
};

describe('GET /api1/auth/v1/find-user-auth', () => {
  it('lists the steps in onboarding order with nothing done for a new borrower', async () => {
    const me = await signIn(t.app);
    expect(await status(me.token)).toEqual({
      userAuthConfigVoList: [
        { key: 'identity', name: 'KYC', done: 0 },
        { key: 'face', name: 'Face Recognition', done: 0 },
        { key: 'basic', name: 'Basic Information', done: 0 },
        { key: 'work', name: 'Work Information', done: 0 },
        { key: 'contacts', name: 'Emergency Contacts', done: 0 },
      ],
      basic: 0,
      work: 0,
      kycAadhaarAndPan: 0,
      kycFaceAndHold: 0,
      contact: 0,
      next: { key: 'identity', step: 1, as: 5, route: '/auth/kyc' },
    });
  });

  it('moves next along as each step is completed, then answers null', async () => {
    const me = await signIn(t.app);
    const userId = await userIdOfPhone(t.db, me.phone);

    await verifyKyc(userId);
    let now = await status(me.token);
    expect(now.kycAadhaarAndPan).toBe(1);
    expect(now.next).toEqual({ key: 'face', step: 2, as: 5, route: '/auth/face' });

    // A failed face check does not complete the step; the latest check decides.
    await faceCheck(userId, false, '2026-01-01T10:00:00Z');
    expect((await status(me.token)).next?.key).toBe('face');
    await faceCheck(userId, true, '2026-01-01T10:05:00Z');
    now = await status(me.token);
    expect(now.kycFaceAndHold).toBe(1);
    expect(now.next).toEqual({ key: 'basic', step: 3, as: 5, route: '/auth/basic' });

    expect((await saveBasic(t.app, me.token, await validBasic(t.app))).body.code).toBe(0);
    now = await status(me.token);
    expect(now.basic).toBe(1);
    expect(now.next).toEqual({ key: 'work', step: 4, as: 5, route: '/auth/work' });

    expect((await saveWork(t.app, me.token, validWork)).body.code).toBe(0);
    expect((await status(me.token)).next).toEqual({
      key: 'contacts',
      step: 5,
      as: 5,
      route: '/auth/contacts',
    });

    expect((await apiPost(t.app, '/auth/v1/contacts', contacts, { token: me.token })).body.code).toBe(0);
    now = await status(me.token);
    expect(now).toMatchObject({
      basic: 1,
      work: 1,
      kycAadhaarAndPan: 1,
      kycFaceAndHold: 1,
      contact: 1,
      next: null,
    });
    expect(now.userAuthConfigVoList.every((s) => s.done === 1)).toBe(true);
  });

  it('points at the first step not done, even when a later one is done', async () => {
    const me = await signIn(t.app);
    expect((await saveWork(t.app, me.token, validWork)).body.code).toBe(0);
    const now = await status(me.token);
    expect(now.work).toBe(1);
    expect(now.userAuthConfigVoList.find((s) => s.key === 'work')?.done).toBe(1);
    expect(now.next).toEqual({ key: 'identity', step: 1, as: 5, route: '/auth/kyc' });
  });

  it('follows the order and the steps staff set in the database', async () => {
    const me = await signIn(t.app);
    await t.db.query(`UPDATE auth_steps SET sort_order = 1 WHERE key = 'basic'`);
    await t.db.query(`UPDATE auth_steps SET active = false WHERE key = 'face'`);
    try {
      let now = await status(me.token);
      expect(now.userAuthConfigVoList.map((s) => s.key)).toEqual(['basic', 'identity', 'work', 'contacts']);
      expect(now.next).toEqual({ key: 'basic', step: 1, as: 4, route: '/auth/basic' });
      // The face flag is still reported: underwriting reads it whatever the screens ask.
      expect(now.kycFaceAndHold).toBe(0);

      expect((await saveBasic(t.app, me.token, await validBasic(t.app))).body.code).toBe(0);
      now = await status(me.token);
      expect(now.next).toEqual({ key: 'identity', step: 2, as: 4, route: '/auth/kyc' });
    } finally {
      await t.db.query(`UPDATE auth_steps SET sort_order = 30 WHERE key = 'basic'`);
      await t.db.query(`UPDATE auth_steps SET active = true WHERE key = 'face'`);
    }
    expect((await status(me.token)).next?.key).toBe('identity');
  });

  it('needs a signed-in borrower', async () => {
    expect((await apiGet(t.app, '/auth/v1/find-user-auth')).body.code).toBe(-4);
  });
});
