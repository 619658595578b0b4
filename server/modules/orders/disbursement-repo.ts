import type { Queryable } from '../../db/db.ts';

export interface DisbursementRow {
  id: number;
  reference: string;
  amount_paise: number;
  bank_card_id: number;
  state: 'pending' | 'succeeded' | 'failed' | 'reversed';
  /** The bank's payout while it is in progress there (null until the bank has answered once). */
  provider_ref: string | null;
  /** When we first asked the bank for it: nothing it says happened before then. */
  created_at: Date;
}

/** The order's one disbursement, created on first use (the reference never changes). */
export async function disbursementFor(
  tx: Queryable,
  order: { id: number; reference: string; amountPaise: number; bankCardId: number },
  now: Date,
): Promise<DisbursementRow> {
  await tx.query(
    `INSERT INTO disbursements (order_id, reference, amount_paise, bank_card_id, state, created_at)
     VALUES ($1, $2, $3, $4, 'pending', $5) ON CONFLICT (order_id) DO NOTHING`,
    [order.id, order.reference, order.amountPaise, order.bankCardId, now],
  );
  const { rows } = await tx.query<DisbursementRow>(
    'SELECT id, reference, amount_paise, bank_card_id, state, provider_ref, created_at FROM disbursements WHERE order_id = $1',
    [order.id],
  );
  return rows[0] as DisbursementRow;
}

export async function finishDisbursement(
  tx: Queryable,
  id: number,
  result: { succeeded: boolean; providerRef: string; reason: string | null },
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE disbursements SET state = $2, provider_ref = $3, failure_reason = $4, finished_at = $5 WHERE id = $1`,
    [id, result.succeeded ? 'succeeded' : 'failed', result.providerRef, result.reason, now],
  );
}

/**
 * The disbursement a bank's notification names by our reference (none: not ours). Not locked: a
 * change takes the order's lock first, as the disbursement job does, then reads it again.
 */
export async function disbursementByReference(
  tx: Queryable,
  reference: string,
): Promise<(DisbursementRow & { order_id: number }) | undefined> {
  const { rows } = await tx.query<DisbursementRow & { order_id: number }>(
    `SELECT id, order_id, reference, amount_paise, bank_card_id, state, provider_ref, created_at
     FROM disbursements WHERE reference = $1`,
    [reference],
  );
  return rows[0];
}

/** A processed payout the borrower's bank sent back: the disbursement ends reversed. */
export async function markReversed(tx: Queryable, id: number, reason: string, now: Date): Promise<void> {
  await tx.query(
    `UPDATE disbursements SET state = 'reversed', failure_reason = $2, reversed_at = $3 WHERE id = $1`,
    [id, reason, now],
  );
}

/** The bank has the payout but has not finished it: its reference, to ask again by. */
export async function recordPayoutInProgress(tx: Queryable, id: number, providerRef: string): Promise<void> {
  await tx.query(`UPDATE disbursements SET provider_ref = $2 WHERE id = $1 AND state = 'pending'`, [
    id,
    providerRef,
  ]);
}

export interface PayeeRow {
  ifsc: string;
  account_no: string;
  user_id: number;
  /** The name the borrower's KYC verified: '' after a sandbox Aadhaar OTP, null if the record is gone. */
  real_name: string | null;
  /** The name the bank gave when the account was checked (decision 0095); null before checks. */
  holder_name: string | null;
}

/** Whom a payout goes to: the card's account and its holder's verified name. */
export async function payeeOfCard(db: Queryable, cardId: number): Promise<PayeeRow | undefined> {
  const { rows } = await db.query<PayeeRow>(
    `SELECT c.ifsc, c.account_no, c.user_id, k.real_name, c.holder_name
     FROM bank_cards c LEFT JOIN kyc_records k ON k.user_id = c.user_id WHERE c.id = $1`,
    [cardId],
  );
  return rows[0];
}
