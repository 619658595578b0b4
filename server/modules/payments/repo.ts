import type { Queryable } from '../../db/db.ts';
import type { PaymentPurposeName } from './purposes.ts';

export type PaymentState = 'pending' | 'captured' | 'failed' | 'expired' | 'superseded' | 'withdrawn';
export type EventOutcome = 'settled' | 'failed' | 'no_change' | 'unknown_payment' | 'amount_mismatch';

export interface PaymentRow {
  id: number;
  purpose: PaymentPurposeName;
  user_id: number;
  order_id: number;
  refs: Record<string, number>;
  amount_paise: number;
  provider: string;
  provider_ref: string | null;
  payment_url: string | null;
  state: PaymentState;
  created_at: Date;
  expires_at: Date;
}

const COLUMNS = `id, purpose, user_id, order_id, refs, amount_paise, provider, provider_ref, payment_url,
  state, created_at, expires_at`;

/** Serialises the start of payments for one attempt (a double tap) across processes until commit. */
export async function lockAttempt(tx: Queryable, attemptKey: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`payment-attempt:${attemptKey}`]);
}

/** The attempt's pending payment, locked (a notification settling it waits, or is waited for). */
export async function findPendingAttempt(tx: Queryable, attemptKey: string): Promise<PaymentRow | undefined> {
  const { rows } = await tx.query<PaymentRow>(
    `SELECT ${COLUMNS} FROM payments WHERE attempt_key = $1 AND state = 'pending' FOR UPDATE`,
    [attemptKey],
  );
  return rows[0];
}

/**
 * Ends a pending payment that will not be offered again (its window passed, the amount changed, or
 * the borrower gave up what it pays for).
 */
export async function endPending(
  tx: Queryable,
  id: number,
  state: 'expired' | 'superseded' | 'withdrawn',
  now: Date,
): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE payments SET state = $2, finished_at = $3 WHERE id = $1 AND state = 'pending' RETURNING id`,
    [id, state, now],
  );
  return rows.length === 1;
}

/** The ids of an order's pending payments but one, oldest first (plain reads: no row is locked). */
export async function otherPendingOfOrder(
  tx: Queryable,
  orderId: number,
  exceptId: number,
): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT id FROM payments WHERE order_id = $1 AND id <> $2 AND state = 'pending' ORDER BY id`,
    [orderId, exceptId],
  );
  return rows.map((row) => row.id);
}

/** What ending a payment needs: its attempt (to lock) and its link at the gateway. */
export async function findForAttempt(
  tx: Queryable,
  id: number,
): Promise<{ attempt_key: string; provider: string; provider_ref: string | null } | undefined> {
  const { rows } = await tx.query<{ attempt_key: string; provider: string; provider_ref: string | null }>(
    'SELECT attempt_key, provider, provider_ref FROM payments WHERE id = $1',
    [id],
  );
  return rows[0];
}

export async function insertPayment(
  tx: Queryable,
  payment: {
    purpose: PaymentPurposeName;
    userId: number;
    orderId: number;
    refs: Record<string, number>;
    attemptKey: string;
    amountPaise: number;
    description: string;
    provider: string;
    now: Date;
    expiresAt: Date;
  },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO payments (purpose, user_id, order_id, refs, attempt_key, amount_paise, description, provider,
       created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      payment.purpose,
      payment.userId,
      payment.orderId,
      JSON.stringify(payment.refs),
      payment.attemptKey,
      payment.amountPaise,
      payment.description,
      payment.provider,
      payment.now,
      payment.expiresAt,
    ],
  );
  return (rows[0] as { id: number }).id;
}

export async function setProviderPayment(
  tx: Queryable,
  id: number,
  providerRef: string,
  url: string,
): Promise<void> {
  await tx.query('UPDATE payments SET provider_ref = $2, payment_url = $3 WHERE id = $1', [
    id,
    providerRef,
    url,
  ]);
}

/** The payment a notification names, locked until the notification's transaction ends. */
export async function findByProviderRef(
  tx: Queryable,
  provider: string,
  providerRef: string,
): Promise<PaymentRow | undefined> {
  const { rows } = await tx.query<PaymentRow>(
    `SELECT ${COLUMNS} FROM payments WHERE provider = $1 AND provider_ref = $2 FOR UPDATE`,
    [provider, providerRef],
  );
  return rows[0];
}

export async function markCaptured(tx: Queryable, id: number, now: Date): Promise<void> {
  await tx.query(`UPDATE payments SET state = 'captured', captured_at = $2, finished_at = $2 WHERE id = $1`, [
    id,
    now,
  ]);
}

export async function markFailed(tx: Queryable, id: number, now: Date): Promise<void> {
  await tx.query(`UPDATE payments SET state = 'failed', finished_at = $2 WHERE id = $1`, [id, now]);
}

/** Expires a pending payment whose window has passed at `now`; false when it had already ended. */
export async function expireIfDue(db: Queryable, id: number, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE payments SET state = 'expired', finished_at = $2
     WHERE id = $1 AND state = 'pending' AND expires_at <= $2 RETURNING id`,
    [id, now],
  );
  return rows.length === 1;
}

/**
 * Records a notification's event once. Answers the new row's id, or undefined when the gateway's
 * event id is already recorded (a redelivery or a replay). Concurrent inserts of one event id wait
 * for each other on the unique key, so exactly one of them gets a row.
 */
export async function recordEvent(
  tx: Queryable,
  event: {
    provider: string;
    eventId: string;
    providerRef: string;
    status: 'captured' | 'failed';
    amountPaise: number;
    receivedAt: Date;
  },
): Promise<number | undefined> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO payment_events (provider, event_id, provider_ref, status, amount_paise, outcome, received_at)
     VALUES ($1, $2, $3, $4, $5, 'no_change', $6)
     ON CONFLICT (provider, event_id) DO NOTHING RETURNING id`,
    [event.provider, event.eventId, event.providerRef, event.status, event.amountPaise, event.receivedAt],
  );
  return rows[0]?.id;
}

export async function setEventOutcome(
  tx: Queryable,
  eventRowId: number,
  outcome: EventOutcome,
  paymentId: number | null,
): Promise<void> {
  await tx.query('UPDATE payment_events SET outcome = $2, payment_id = $3 WHERE id = $1', [
    eventRowId,
    outcome,
    paymentId,
  ]);
}
