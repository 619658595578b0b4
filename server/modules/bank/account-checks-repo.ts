import type { Queryable } from '../../db/db.ts';

/** One borrower's check of one account (migration 029). */
export interface AccountKey {
  userId: number;
  ifsc: string;
  accountNo: string;
}

/**
 * `another-borrower`: the app refused the account as another borrower's without asking the bank,
 * kept only so that it counts among the day's checks (decision 0086, amended).
 */
export type CheckState = 'asking' | 'in-progress' | 'active' | 'invalid' | 'failed' | 'another-borrower';

export interface CheckRow {
  state: CheckState;
  provider_ref: string | null;
  registered_name: string | null;
  reason: string | null;
  asked_at: Date;
  answered_at: Date | null;
}

/** Serialises one borrower's checks, so two taps cannot both start a paid check. */
export async function lockBorrowerChecks(tx: Queryable, userId: number): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('bank-checks:' || $1::text))`, [userId]);
}

export async function findCheck(q: Queryable, key: AccountKey): Promise<CheckRow | undefined> {
  const { rows } = await q.query<CheckRow>(
    `SELECT state, provider_ref, registered_name, reason, asked_at, answered_at FROM bank_account_checks
     WHERE user_id = $1 AND ifsc = $2 AND account_no = $3`,
    [key.userId, key.ifsc, key.accountNo],
  );
  return rows[0];
}

/** How many accounts the borrower had checked since `since`. */
export async function countChecksSince(q: Queryable, userId: number, since: Date): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM bank_account_checks WHERE user_id = $1 AND asked_at >= $2',
    [userId, since],
  );
  return rows[0]?.n ?? 0;
}

/** Marks a new check as asked for (what the bank answered before, if anything, is forgotten). */
export async function startCheck(q: Queryable, key: AccountKey, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO bank_account_checks (user_id, ifsc, account_no, state, asked_at) VALUES ($1, $2, $3, 'asking', $4)
     ON CONFLICT (user_id, ifsc, account_no) DO UPDATE SET state = 'asking', provider_ref = NULL,
       registered_name = NULL, reason = NULL, asked_at = $4, answered_at = NULL`,
    [key.userId, key.ifsc, key.accountNo, now],
  );
}

/**
 * Counts an account refused as another borrower's among the day's checks (decision 0086,
 * amended). No bank answer is kept: should the account become free, the next tap asks the bank.
 */
export async function recordAnotherBorrowers(q: Queryable, key: AccountKey, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO bank_account_checks (user_id, ifsc, account_no, state, asked_at, answered_at)
     VALUES ($1, $2, $3, 'another-borrower', $4, $4)
     ON CONFLICT (user_id, ifsc, account_no) DO UPDATE SET state = 'another-borrower',
       provider_ref = NULL, registered_name = NULL, reason = NULL, asked_at = $4, answered_at = $4`,
    [key.userId, key.ifsc, key.accountNo, now],
  );
}

/** A check the bank never received (it could not be reached): as if never asked. */
export async function forgetCheck(q: Queryable, key: AccountKey): Promise<void> {
  await q.query(
    `DELETE FROM bank_account_checks WHERE user_id = $1 AND ifsc = $2 AND account_no = $3 AND state = 'asking'`,
    [key.userId, key.ifsc, key.accountNo],
  );
}

export interface CheckAnswer {
  state: Exclude<CheckState, 'asking'>;
  providerRef: string;
  registeredName: string | null;
  reason: string | null;
}

export async function recordAnswer(
  q: Queryable,
  key: AccountKey,
  answer: CheckAnswer,
  now: Date,
): Promise<void> {
  await q.query(
    `UPDATE bank_account_checks SET state = $4, provider_ref = $5, registered_name = $6, reason = $7,
       answered_at = CASE WHEN $4 = 'in-progress' THEN NULL ELSE $8::timestamptz END
     WHERE user_id = $1 AND ifsc = $2 AND account_no = $3`,
    [
      key.userId,
      key.ifsc,
      key.accountNo,
      answer.state,
      answer.providerRef,
      answer.registeredName,
      answer.reason,
      now,
    ],
  );
}
