import type { Queryable } from '../../db/db.ts';

export interface LoginCodeRow {
  id: number;
  code_hash: string;
  salt: string;
  created_at: Date;
  expires_at: Date;
  wrong_tries: number;
  used_at: Date | null;
  used_by_device_hash: string | null;
  used_is_register: number | null;
}

export interface SessionRow {
  session_id: number;
  user_id: number;
  phone: string;
  last_used_at: Date;
  is_app: boolean;
}

/** Serialises the sign-in work of one key (a phone, an address) across processes until commit. */
export async function lockKey(tx: Queryable, key: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
}

export async function latestCode(
  tx: Queryable,
  phone: string,
  forUpdate = false,
): Promise<LoginCodeRow | undefined> {
  const { rows } = await tx.query<LoginCodeRow>(
    `SELECT id, code_hash, salt, created_at, expires_at, wrong_tries, used_at, used_by_device_hash,
            used_is_register FROM login_codes
     WHERE phone = $1 ORDER BY created_at DESC, id DESC LIMIT 1 ${forUpdate ? 'FOR UPDATE' : ''}`,
    [phone],
  );
  return rows[0];
}

/** Codes sent to a phone since `since`, oldest first (the oldest tells when the window frees up). */
export async function codeTimesForPhone(tx: Queryable, phone: string, since: Date): Promise<Date[]> {
  const { rows } = await tx.query<{ created_at: Date }>(
    'SELECT created_at FROM login_codes WHERE phone = $1 AND created_at > $2 ORDER BY created_at',
    [phone, since],
  );
  return rows.map((row) => row.created_at);
}

export async function codeTimesForIp(tx: Queryable, ip: string, since: Date): Promise<Date[]> {
  const { rows } = await tx.query<{ created_at: Date }>(
    'SELECT created_at FROM login_codes WHERE ip = $1 AND created_at > $2 ORDER BY created_at',
    [ip, since],
  );
  return rows.map((row) => row.created_at);
}

export async function insertCode(
  tx: Queryable,
  code: { phone: string; codeHash: string; salt: string; ip: string; createdAt: Date; expiresAt: Date },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO login_codes (phone, code_hash, salt, ip, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [code.phone, code.codeHash, code.salt, code.ip, code.createdAt, code.expiresAt],
  );
  return (rows[0] as { id: number }).id;
}

export async function deleteCode(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM login_codes WHERE id = $1', [id]);
}

/** Wrong codes entered from an address since `since`, oldest first (the per-address login limit). */
export async function loginFailureTimes(tx: Queryable, ip: string, since: Date): Promise<Date[]> {
  const { rows } = await tx.query<{ failed_at: Date }>(
    'SELECT failed_at FROM login_failures WHERE ip = $1 AND failed_at > $2 ORDER BY failed_at',
    [ip, since],
  );
  return rows.map((row) => row.failed_at);
}

export async function insertLoginFailure(tx: Queryable, ip: string, at: Date): Promise<void> {
  await tx.query('INSERT INTO login_failures (ip, failed_at) VALUES ($1, $2)', [ip, at]);
}

/** Counts a wrong try and returns the new count. */
export async function addWrongTry(tx: Queryable, id: number): Promise<number> {
  const { rows } = await tx.query<{ wrong_tries: number }>(
    'UPDATE login_codes SET wrong_tries = wrong_tries + 1 WHERE id = $1 RETURNING wrong_tries',
    [id],
  );
  return (rows[0] as { wrong_tries: number }).wrong_tries;
}

/** Who used the code: the browser (hashed; null when it sent no id) and whether it was created. */
export interface CodeUse {
  now: Date;
  deviceHash: string | null;
  isRegister: 0 | 1;
}

export async function markCodeUsed(tx: Queryable, id: number, use: CodeUse): Promise<void> {
  await tx.query(
    'UPDATE login_codes SET used_at = $2, used_by_device_hash = $3, used_is_register = $4 WHERE id = $1',
    [id, use.now, use.deviceHash, use.isRegister],
  );
}

/** Finds the borrower by phone or creates them; `created` tells which. */
export async function findOrCreateUser(
  tx: Queryable,
  phone: string,
  now: Date,
): Promise<{ id: number; created: boolean }> {
  const inserted = await tx.query<{ id: number }>(
    'INSERT INTO users (phone, created_at, last_login_at) VALUES ($1, $2, $2) ON CONFLICT (phone) DO NOTHING RETURNING id',
    [phone, now],
  );
  if (inserted.rows[0]) return { id: inserted.rows[0].id, created: true };
  const { rows } = await tx.query<{ id: number }>(
    'UPDATE users SET last_login_at = $2 WHERE phone = $1 RETURNING id',
    [phone, now],
  );
  return { id: (rows[0] as { id: number }).id, created: false };
}

export async function insertSession(
  tx: Queryable,
  session: {
    userId: number;
    tokenHash: string;
    now: Date;
    expiresAt: Date;
    ip: string;
    userAgent: string | undefined;
    /** An app login's caller and device; absent for an SMS login. */
    app?: { caller: string; device: Record<string, string> };
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO sessions (user_id, token_hash, created_at, expires_at, last_used_at, ip, user_agent,
       is_app, app_caller, app_device)
     VALUES ($1, $2, $3, $4, $3, $5, $6, $7, $8, $9)`,
    [
      session.userId,
      session.tokenHash,
      session.now,
      session.expiresAt,
      session.ip,
      session.userAgent?.slice(0, 300) ?? null,
      session.app !== undefined,
      session.app?.caller ?? null,
      session.app ? JSON.stringify(session.app.device) : null,
    ],
  );
}

/**
 * Records an app-login signature as used; false when it already was (a replay). One statement,
 * so two copies of one request arriving together cannot both pass.
 */
export async function useAppLoginSignature(
  tx: Queryable,
  signature: { caller: string; sign: string; expiresAt: Date },
): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO app_login_signatures (caller, sign, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (caller, sign) DO NOTHING RETURNING sign`,
    [signature.caller, signature.sign, signature.expiresAt],
  );
  return rows.length === 1;
}

/** The live session of a token hash: not revoked, not expired at `now`. */
export async function findLiveSession(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<SessionRow | undefined> {
  const { rows } = await db.query<SessionRow>(
    `SELECT s.id AS session_id, s.user_id, u.phone, s.last_used_at, s.is_app
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
    [tokenHash, now],
  );
  return rows[0];
}

export async function touchSession(db: Queryable, sessionId: number, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET last_used_at = $2 WHERE id = $1', [sessionId, now]);
}

export async function revokeSession(db: Queryable, sessionId: number, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [
    sessionId,
    now,
  ]);
}

/**
 * Forgets which browser used the borrower's codes still in their 5 minutes, so none of them signs
 * anyone in again (decision 0101, amended): after Quit, the next person on a shared phone must not
 * be signed in as the borrower with the code the borrower just used. A session does not record its
 * code, so every such code of the session's phone is ended; only the newest one could be accepted.
 */
export async function endUsedCodesGrace(tx: Queryable, sessionId: number, now: Date): Promise<void> {
  await tx.query(
    `UPDATE login_codes SET used_by_device_hash = NULL
     WHERE phone = (SELECT u.phone FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = $1)
       AND used_at IS NOT NULL AND used_by_device_hash IS NOT NULL AND expires_at > $2`,
    [sessionId, now],
  );
}

/** Removes what no rule reads any more; returns how many rows of each went. */
export async function deleteStale(
  tx: Queryable,
  limits: { codesBefore: Date; sessionsBefore: Date; outboxBefore: Date; signaturesBefore: Date },
): Promise<{ codes: number; sessions: number; outbox: number; signatures: number }> {
  const codes = await tx.query('DELETE FROM login_codes WHERE expires_at < $1 RETURNING id', [
    limits.codesBefore,
  ]);
  const sessions = await tx.query(
    'DELETE FROM sessions WHERE expires_at < $1 OR revoked_at < $1 RETURNING id',
    [limits.sessionsBefore],
  );
  const outbox = await tx.query('DELETE FROM sms_outbox WHERE created_at < $1 RETURNING id', [
    limits.outboxBefore,
  ]);
  // The per-address login limit looks back one hour, like the send limits.
  await tx.query('DELETE FROM login_failures WHERE failed_at < $1', [limits.codesBefore]);
  // A signature past its expiry is refused as stale anyway: remembering it no longer matters.
  const signatures = await tx.query('DELETE FROM app_login_signatures WHERE expires_at < $1 RETURNING sign', [
    limits.signaturesBefore,
  ]);
  return {
    codes: codes.rows.length,
    sessions: sessions.rows.length,
    outbox: outbox.rows.length,
    signatures: signatures.rows.length,
  };
}
