import type { Queryable } from '../../db/db.ts';

export type KycMethod = 'upload' | 'otp';
export type CardKind = 'aadhaar' | 'pan';

export interface NewKycRecord {
  userId: number;
  realName: string;
  aadhaarLast4: string;
  aadhaarRef: string;
  panNo: string;
  method: KycMethod;
  verifiedAt: Date;
}

/** Serialises a borrower's KYC work across processes until commit. */
export async function lockKey(tx: Queryable, key: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
}

export async function hasKycRecord(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM kyc_records WHERE user_id = $1', [userId]);
  return rows.length > 0;
}

/** The name the borrower's KYC verified: '' when it gave none (the sandbox Aadhaar OTP) or before it. */
export async function kycNameOf(q: Queryable, userId: number): Promise<string> {
  const { rows } = await q.query<{ real_name: string | null }>(
    'SELECT real_name FROM kyc_records WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.real_name ?? '';
}

/** Whether an account other than `userId` has KYC saved with this PAN. */
export async function panOnAnotherAccount(db: Queryable, panNo: string, userId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM kyc_records WHERE pan_no = $1 AND user_id <> $2 LIMIT 1', [
    panNo,
    userId,
  ]);
  return rows.length > 0;
}

/** Inserts the record; false when the borrower already has one (kept as it is). */
export async function insertKycRecord(tx: Queryable, record: NewKycRecord): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO kyc_records (user_id, real_name, aadhaar_last4, aadhaar_ref, pan_no, method, verified_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
    [
      record.userId,
      record.realName,
      record.aadhaarLast4,
      record.aadhaarRef,
      record.panNo,
      record.method,
      record.verifiedAt,
    ],
  );
  return rows.length > 0;
}

/** Once KYC is saved, the proofs that led to it (card reads, OTP requests) are not needed. */
export async function deleteProofs(tx: Queryable, userId: number): Promise<void> {
  await tx.query('DELETE FROM kyc_card_reads WHERE user_id = $1', [userId]);
  await tx.query('DELETE FROM aadhaar_otp_requests WHERE user_id = $1', [userId]);
}

// ---------------------------------------------------------------------------------------------
// Card numbers read by OCR

export async function insertCardRead(
  db: Queryable,
  read: {
    userId: number;
    card: CardKind;
    numberHash: string;
    reference: string;
    readAt: Date;
    /** The holder's name the reading found (an Aadhaar card's; a PAN card's under its label). */
    holderName?: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO kyc_card_reads (user_id, card, number_hash, reference, read_at, holder_name)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [read.userId, read.card, read.numberHash, read.reference, read.readAt, read.holderName ?? null],
  );
}

export interface CardRead {
  reference: string;
  /**
   * The holder's name read with the number; null when none was read (a PAN card without the Name
   * label) and for readings made before it was kept (decisions 0091, 0094).
   */
  holderName: string | null;
}

/** The newest reading of this number from the borrower's photos since `since`. */
export async function cardRead(
  db: Queryable,
  query: { userId: number; card: CardKind; numberHash: string; since: Date },
): Promise<CardRead | undefined> {
  const { rows } = await db.query<{ reference: string; holder_name: string | null }>(
    `SELECT reference, holder_name FROM kyc_card_reads
     WHERE user_id = $1 AND card = $2 AND number_hash = $3 AND read_at > $4
     ORDER BY read_at DESC, id DESC LIMIT 1`,
    [query.userId, query.card, query.numberHash, query.since],
  );
  const row = rows[0];
  return row && { reference: row.reference, holderName: row.holder_name };
}

/** Records that the OCR provider read one of the borrower's card photos (whatever it found). */
export async function insertCardPhotoRead(
  db: Queryable,
  read: { userId: number; card: CardKind; readAt: Date },
): Promise<void> {
  await db.query('INSERT INTO card_photo_reads (user_id, card, read_at) VALUES ($1, $2, $3)', [
    read.userId,
    read.card,
    read.readAt,
  ]);
}

/** When the borrower's card photos read since `since` were read, oldest first. */
export async function cardPhotoReadTimes(db: Queryable, userId: number, since: Date): Promise<Date[]> {
  const { rows } = await db.query<{ read_at: Date }>(
    'SELECT read_at FROM card_photo_reads WHERE user_id = $1 AND read_at > $2 ORDER BY read_at',
    [userId, since],
  );
  return rows.map((row) => row.read_at);
}

// ---------------------------------------------------------------------------------------------
// Aadhaar OTP requests

export interface OtpRequestRow {
  id: number;
  aadhaar_hash: string;
  aadhaar_last4: string;
  provider_ref: string | null;
  created_at: Date;
  expires_at: Date;
  wrong_tries: number;
  verified_at: Date | null;
  holder_name: string | null;
}

const otpColumns =
  'id, aadhaar_hash, aadhaar_last4, provider_ref, created_at, expires_at, wrong_tries, verified_at, holder_name';

export async function latestOtpRequest(tx: Queryable, userId: number): Promise<OtpRequestRow | undefined> {
  const { rows } = await tx.query<OtpRequestRow>(
    `SELECT ${otpColumns} FROM aadhaar_otp_requests WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [userId],
  );
  return rows[0];
}

export async function otpRequestForUpdate(tx: Queryable, id: number): Promise<OtpRequestRow | undefined> {
  const { rows } = await tx.query<OtpRequestRow>(
    `SELECT ${otpColumns} FROM aadhaar_otp_requests WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

/** Requests sent since `since`, oldest first (the oldest tells when the hourly window frees up). */
export async function otpRequestTimes(tx: Queryable, userId: number, since: Date): Promise<Date[]> {
  const { rows } = await tx.query<{ created_at: Date }>(
    'SELECT created_at FROM aadhaar_otp_requests WHERE user_id = $1 AND created_at > $2 ORDER BY created_at',
    [userId, since],
  );
  return rows.map((row) => row.created_at);
}

/** Requests sent for one number (its keyed hash) since `since`, by any borrower, oldest first. */
export async function otpRequestTimesForNumber(
  tx: Queryable,
  aadhaarHash: string,
  since: Date,
): Promise<Date[]> {
  const { rows } = await tx.query<{ created_at: Date }>(
    'SELECT created_at FROM aadhaar_otp_requests WHERE aadhaar_hash = $1 AND created_at > $2 ORDER BY created_at',
    [aadhaarHash, since],
  );
  return rows.map((row) => row.created_at);
}

/** A verification of this number that is still good since `since` (the newest). */
export async function verifiedOtpRequest(
  db: Queryable,
  query: { userId: number; aadhaarHash: string; since: Date },
): Promise<OtpRequestRow | undefined> {
  const { rows } = await db.query<OtpRequestRow>(
    `SELECT ${otpColumns} FROM aadhaar_otp_requests
     WHERE user_id = $1 AND aadhaar_hash = $2 AND verified_at > $3
     ORDER BY verified_at DESC, id DESC LIMIT 1`,
    [query.userId, query.aadhaarHash, query.since],
  );
  return rows[0];
}

export async function insertOtpRequest(
  tx: Queryable,
  request: { userId: number; aadhaarHash: string; aadhaarLast4: string; createdAt: Date; expiresAt: Date },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO aadhaar_otp_requests (user_id, aadhaar_hash, aadhaar_last4, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [request.userId, request.aadhaarHash, request.aadhaarLast4, request.createdAt, request.expiresAt],
  );
  return Number((rows[0] as { id: number }).id);
}

export async function setProviderRef(db: Queryable, id: number, reference: string): Promise<void> {
  await db.query('UPDATE aadhaar_otp_requests SET provider_ref = $2 WHERE id = $1', [id, reference]);
}

export async function deleteOtpRequest(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM aadhaar_otp_requests WHERE id = $1', [id]);
}

export async function addOtpWrongTry(tx: Queryable, id: number): Promise<number> {
  const { rows } = await tx.query<{ wrong_tries: number }>(
    'UPDATE aadhaar_otp_requests SET wrong_tries = wrong_tries + 1 WHERE id = $1 RETURNING wrong_tries',
    [id],
  );
  return (rows[0] as { wrong_tries: number }).wrong_tries;
}

export async function markOtpVerified(
  tx: Queryable,
  id: number,
  verifiedAt: Date,
  holderName: string | null,
): Promise<void> {
  await tx.query('UPDATE aadhaar_otp_requests SET verified_at = $2, holder_name = $3 WHERE id = $1', [
    id,
    verifiedAt,
    holderName,
  ]);
}

// ---------------------------------------------------------------------------------------------
// Face checks

export interface FaceCheckRow {
  passed: boolean;
  reference: string;
  score: number | null;
  reason: string | null;
  checked_at: Date;
}

export async function insertFaceCheck(
  db: Queryable,
  check: {
    userId: number;
    passed: boolean;
    reference: string;
    score: number | null;
    reason: string | null;
    checkedAt: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO face_checks (user_id, passed, reference, score, reason, checked_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [check.userId, check.passed, check.reference, check.score, check.reason, check.checkedAt],
  );
}

export async function latestFaceCheck(db: Queryable, userId: number): Promise<FaceCheckRow | undefined> {
  const { rows } = await db.query<FaceCheckRow>(
    `SELECT passed, reference, score, reason, checked_at FROM face_checks
     WHERE user_id = $1 ORDER BY checked_at DESC, id DESC LIMIT 1`,
    [userId],
  );
  return rows[0];
}

/** When the borrower's face checks since `since` ran, oldest first. */
export async function faceCheckTimes(db: Queryable, userId: number, since: Date): Promise<Date[]> {
  const { rows } = await db.query<{ checked_at: Date }>(
    'SELECT checked_at FROM face_checks WHERE user_id = $1 AND checked_at > $2 ORDER BY checked_at',
    [userId, since],
  );
  return rows.map((row) => row.checked_at);
}

// ---------------------------------------------------------------------------------------------

export async function clientSetting(db: Queryable, key: string): Promise<string | undefined> {
  const { rows } = await db.query<{ value: string }>('SELECT value FROM client_settings WHERE key = $1', [
    key,
  ]);
  return rows[0]?.value;
}

/** Removes proofs that no rule reads any more; returns how many rows went. */
export async function deleteStaleProofs(tx: Queryable, before: Date): Promise<number> {
  const reads = await tx.query('DELETE FROM kyc_card_reads WHERE read_at < $1 RETURNING id', [before]);
  const requests = await tx.query(
    'DELETE FROM aadhaar_otp_requests WHERE expires_at < $1 AND (verified_at IS NULL OR verified_at < $1) RETURNING id',
    [before],
  );
  const codes = await tx.query('DELETE FROM sandbox_aadhaar_otps WHERE created_at < $1 RETURNING reference', [
    before,
  ]);
  const photoReads = await tx.query('DELETE FROM card_photo_reads WHERE read_at < $1 RETURNING id', [before]);
  return reads.rows.length + requests.rows.length + codes.rows.length + photoReads.rows.length;
}
