/**
 * Which verification steps a borrower has completed (spec §3 "Auth config" flags) and the facts
 * underwriting needs. The one place that reads "is this borrower ready for a loan": the auth flow
 * (`/auth/v1/find-user-auth`) and the audit job both ask here, so they can never disagree.
 */
import type { Queryable } from '../../db/db.ts';

export interface Readiness {
  /** Aadhaar and PAN verified (upload + OCR, or Aadhaar OTP). */
  kyc: boolean;
  /** The latest face check passed. */
  face: boolean;
  basic: boolean;
  work: boolean;
  /** All three emergency contacts saved. */
  contacts: boolean;
  bankCard: boolean;
  /** From the basic form (ISO date), or null when not given. */
  birthDate: string | null;
}

interface ReadinessRow {
  kyc: boolean;
  face: boolean | null;
  basic: boolean;
  work: boolean;
  contacts: number;
  bank_card: boolean;
  birth_date: string | null;
}

export async function loadReadiness(db: Queryable, userId: number): Promise<Readiness> {
  const { rows } = await db.query<ReadinessRow>(
    `SELECT
       EXISTS (SELECT 1 FROM kyc_records k WHERE k.user_id = u.id) AS kyc,
       (SELECT f.passed FROM face_checks f WHERE f.user_id = u.id ORDER BY f.checked_at DESC, f.id DESC LIMIT 1) AS face,
       EXISTS (SELECT 1 FROM profile_sections s WHERE s.user_id = u.id AND s.section = 'basic') AS basic,
       EXISTS (SELECT 1 FROM profile_sections s WHERE s.user_id = u.id AND s.section = 'work') AS work,
       (SELECT count(*)::int FROM emergency_contacts c WHERE c.user_id = u.id) AS contacts,
       EXISTS (SELECT 1 FROM bank_cards b WHERE b.user_id = u.id) AS bank_card,
       to_char(u.birth_date, 'YYYY-MM-DD') AS birth_date
     FROM users u WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) throw new Error(`No borrower ${userId}`);
  return {
    kyc: row.kyc,
    face: row.face === true,
    basic: row.basic,
    work: row.work,
    contacts: row.contacts === 3,
    bankCard: row.bank_card,
    birthDate: row.birth_date,
  };
}
