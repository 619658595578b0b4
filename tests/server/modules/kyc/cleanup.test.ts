import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost } from '../../helpers/api.ts';
import { userIdOfPhone } from '../../helpers/borrower-profile.ts';
import { countRows } from '../../helpers/db-rows.ts';
import { codeFromOutbox, signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { apiUpload, imagePart } from './kyc-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const proofs = async (userId: number) =>
  (await countRows(t.db, 'kyc_card_reads', 'user_id = $1', [userId])) +
  (await countRows(t.db, 'aadhaar_otp_requests', 'user_id = $1', [userId])) +
  (await countRows(t.db, 'card_photo_reads', 'user_id = $1', [userId]));

describe('the KYC cleanup job', () => {
  it('deletes the hashes of numbers read or verified, and the photo reads counted, a day after they stopped mattering', async () => {
    const { token, phone } = await signIn(t.app);
    const userId = await userIdOfPhone(t.db, phone);
    await apiUpload(
      t.app,
      '/auth/v1/ocr-separate',
      { type: 'pan', image: imagePart('pan-card.png') },
      { token },
    );
    await apiPost(t.app, '/auth/v2/aadhaar/send-otp', { aadhaar: '234567890124' }, { token });
    await apiPost(
      t.app,
      '/auth/aadhaar/verify',
      { aadhaar: '234567890124', otp: await codeFromOutbox(t.app, phone) },
      { token },
    );
    expect(await proofs(userId)).toBe(3);
    expect(await countRows(t.db, 'sandbox_aadhaar_otps')).toBe(1);

    // An hour later the job runs, but the proofs are still recent.
    await apiPost(t.app, '/dev/clock', { advanceMinutes: 61 });
    await apiPost(t.app, '/dev/jobs/run');
    expect(await proofs(userId)).toBe(3);

    await apiPost(t.app, '/dev/clock', { advanceHours: 25 });
    await apiPost(t.app, '/dev/jobs/run');
    expect(await proofs(userId)).toBe(0);
    expect(await countRows(t.db, 'sandbox_aadhaar_otps')).toBe(0);
    // It scheduled itself again.
    expect(await countRows(t.db, 'jobs', "kind = 'kyc.cleanup' AND state = 'pending'")).toBe(1);
  });
});
