/**
 * A borrower whose verification steps are complete, written straight into the tables the KYC,
 * profile and bank modules fill (migration 005). For tests of what comes after onboarding (the
 * order engine); onboarding itself is tested through its endpoints.
 */
import type { Queryable } from '../../../server/db/db.ts';

export interface ProfileOptions {
  /** ISO date; default makes the borrower 30. */
  birthDate?: string;
  /** Leave a step out to test the underwriting rule that needs it. */
  skip?: ReadonlyArray<'kyc' | 'face' | 'basic' | 'work' | 'contacts' | 'bankCard'>;
  ifsc?: string;
  accountNo?: string;
}

export async function userIdOfPhone(db: Queryable, phone: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [phone]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`No borrower with phone ${phone}`);
  return Number(id);
}

/** Completes every step for the borrower; returns the bank card id (or undefined when skipped). */
export async function completeProfileInDb(
  db: Queryable,
  userId: number,
  options: ProfileOptions = {},
): Promise<number | undefined> {
  const skip = new Set(options.skip ?? []);
  const now = new Date();
  await db.query('UPDATE users SET birth_date = $2 WHERE id = $1', [
    userId,
    options.birthDate ?? '1996-05-17',
  ]);
  if (!skip.has('kyc'))
    await db.query(
      `INSERT INTO kyc_records (user_id, real_name, aadhaar_last4, aadhaar_ref, pan_no, method, verified_at)
       VALUES ($1, 'asha verma', '4321', 'sandbox-ref', 'ABCPV1234F', 'upload', $2)`,
      [userId, now],
    );
  if (!skip.has('face'))
    await db.query(
      `INSERT INTO face_checks (user_id, passed, reference, score, checked_at) VALUES ($1, true, 'face-ref', 0.98, $2)`,
      [userId, now],
    );
  for (const section of ['basic', 'work'] as const)
    if (!skip.has(section))
      await db.query(
        `INSERT INTO profile_sections (user_id, section, field_values, saved_at) VALUES ($1, $2, '{}', $3)`,
        [userId, section, now],
      );
  if (!skip.has('contacts'))
    for (const position of [1, 2, 3])
      await db.query(
        `INSERT INTO emergency_contacts (user_id, position, name, mobile, relation, saved_at)
         VALUES ($1, $2::smallint, 'ravi', '987654321' || $2::smallint, 'Friends', $3)`,
        [userId, position, now],
      );
  if (skip.has('bankCard')) return undefined;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO bank_cards (user_id, ifsc, account_no, created_at) VALUES ($1, $2, $3, $4) RETURNING id`,
    [userId, options.ifsc ?? 'SBIN0000691', options.accountNo ?? '123456789012', now],
  );
  return Number(rows[0]?.id);
}
