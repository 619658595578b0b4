/**
 * What the onboarding leaves for a victim, written through the endpoints where that is quick, and
 * straight into the tables for the steps that need OCR and face models (KYC, face).
 */
import { numberHash } from '../../../server/modules/kyc/kyc-secrets.ts';
import { apiPost } from '../helpers/api.ts';
import { userIdOfPhone } from '../helpers/borrower-profile.ts';
import { signIn } from '../helpers/sign-in.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { serverNow, type Borrower } from '../modules/orders/order-helpers.ts';
import { saveBasic, saveWork, validWork } from '../modules/profile/profile-fixtures.ts';
import type { SignedIn } from './borrower-history.ts';
import { victimProfile } from './victim-profile.ts';

/** The victim's forms, KYC, face, card and device, as the onboarding would leave them. */
export async function onboardVictim(
  t: TestApp,
  basicForm: Record<string, string | number>,
): Promise<Borrower> {
  const { phone, token } = await signIn(t.app);
  const userId = await userIdOfPhone(t.db, phone);
  const p = victimProfile;
  const saved = [
    await saveBasic(t.app, token, { ...basicForm, email: p.email, address: p.address }),
    await saveWork(t.app, token, { ...validWork, companyName: p.companyName }),
    await apiPost(t.app, '/auth/v1/contacts', p.contacts, { token }),
    await apiPost(t.app, '/device/v1/upload/device_info', { deviceId: p.deviceId, gps: p.gps }, { token }),
  ];
  const card = await apiPost<{ id: number }>(
    t.app,
    '/bank/v1/bind-card',
    { bankCode: 'SBIN0000691', cardNo: p.accountNo, confirmCardNo: p.accountNo },
    { token },
  );
  for (const answer of [...saved, card])
    if (answer.body.code !== 0) throw new Error(`Victim onboarding refused: ${answer.body.msg}`);
  // KYC and face through their endpoints need OCR and face models; their tables are written here.
  const now = await serverNow(t.app);
  await t.db.query(
    `INSERT INTO kyc_records (user_id, real_name, aadhaar_last4, aadhaar_ref, pan_no, method, verified_at)
     VALUES ($1, $2, $3, $4, $5, 'upload', $6)`,
    [userId, p.realName, p.aadhaarLast4, p.aadhaarRef, p.pan, now],
  );
  await t.db.query(
    `INSERT INTO face_checks (user_id, passed, reference, score, checked_at) VALUES ($1, true, $2, 0.97, $3)`,
    [userId, p.faceRef, now],
  );
  return { phone, token, userId, cardId: card.body.data.id };
}

/** A3: what the upload and OTP steps leave before the KYC is saved, for the victim's numbers. */
export async function victimHalfwayThroughKyc(t: TestApp): Promise<SignedIn> {
  const { phone, token } = await signIn(t.app);
  const userId = await userIdOfPhone(t.db, phone);
  const now = await serverNow(t.app);
  const hash = (card: 'aadhaar' | 'pan', number: string) => numberHash(t.config.secret, card, number);
  for (const [card, number] of [
    ['aadhaar', victimProfile.aadhaar],
    ['pan', victimProfile.midKycPan],
  ] as const)
    await t.db.query(
      `INSERT INTO kyc_card_reads (user_id, card, number_hash, reference, read_at) VALUES ($1, $2, $3, $4, $5)`,
      [userId, card, hash(card, number), `victim-${card}-read`, now],
    );
  await t.db.query(
    `INSERT INTO aadhaar_otp_requests (user_id, aadhaar_hash, aadhaar_last4, provider_ref, created_at,
       expires_at, verified_at, holder_name)
     VALUES ($1, $2, $3, 'victim-otp-ref', $4, $5, $4, $6)`,
    [
      userId,
      hash('aadhaar', victimProfile.aadhaar),
      victimProfile.aadhaar.slice(-4),
      now,
      new Date(now.getTime() + 600_000),
      victimProfile.realName,
    ],
  );
  return { phone, token, userId };
}
