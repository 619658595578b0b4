import type { Queryable } from '../../db/db.ts';

export type ExtensionState = 'pending' | 'paid' | 'expired' | 'abandoned' | 'failed';

/** One extension request (paise, basis points, IST dates as strings). */
export interface ExtensionRow {
  id: number;
  order_id: number;
  user_id: number;
  state: ExtensionState;
  requested_at: Date;
  request_date: string;
  pay_by: Date;
  rate_bp: number;
  days: number;
  service_fee_paise: number;
  overdue_fee_paise: number;
  interest_paise: number;
  fee_paid_paise: number;
  fee_paise: number;
  previous_due_date: string;
  new_due_date: string;
  payment_id: number | null;
  finished_at: Date | null;
  outcome: string | null;
}

const COLUMNS = `id, order_id, user_id, state, requested_at, to_char(request_date, 'YYYY-MM-DD') AS request_date,
  pay_by, rate_bp, days, service_fee_paise, overdue_fee_paise, interest_paise, fee_paid_paise, fee_paise,
  to_char(previous_due_date, 'YYYY-MM-DD') AS previous_due_date, to_char(new_due_date, 'YYYY-MM-DD') AS new_due_date,
  payment_id, finished_at, outcome`;

/** The product's extension terms (read when a request opens; the request keeps its own copy). */
export interface ExtensionTerms {
  rate_bp: number;
  days: number;
  window_hours: number;
  max_extensions: number;
}

export async function extensionTermsOf(db: Queryable, productId: number): Promise<ExtensionTerms> {
  const { rows } = await db.query<ExtensionTerms>(
    `SELECT extension_rate_bp AS rate_bp, extension_days AS days, extension_window_hours AS window_hours,
            max_extensions
     FROM products WHERE id = $1`,
    [productId],
  );
  const terms = rows[0];
  if (!terms) throw new Error(`Product ${productId} has no row`);
  return terms;
}

export async function paidExtensionCount(db: Queryable, orderId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM order_extensions WHERE order_id = $1 AND state = 'paid'`,
    [orderId],
  );
  return Number(rows[0]?.n ?? 0);
}

/** The order's request waiting for payment, locked. Lock the order first (every path does). */
export async function pendingExtensionOf(tx: Queryable, orderId: number): Promise<ExtensionRow | undefined> {
  const { rows } = await tx.query<ExtensionRow>(
    `SELECT ${COLUMNS} FROM order_extensions WHERE order_id = $1 AND state = 'pending' FOR UPDATE`,
    [orderId],
  );
  return rows[0];
}

export async function lastPaidExtensionOf(db: Queryable, orderId: number): Promise<ExtensionRow | undefined> {
  const { rows } = await db.query<ExtensionRow>(
    `SELECT ${COLUMNS} FROM order_extensions WHERE order_id = $1 AND state = 'paid' ORDER BY id DESC LIMIT 1`,
    [orderId],
  );
  return rows[0];
}

/** The request, locked, when it belongs to the order; undefined otherwise. Lock the order first. */
export async function extensionOfOrderForUpdate(
  tx: Queryable,
  extensionId: number,
  orderId: number,
): Promise<ExtensionRow | undefined> {
  const { rows } = await tx.query<ExtensionRow>(
    `SELECT ${COLUMNS} FROM order_extensions WHERE id = $1 AND order_id = $2 FOR UPDATE`,
    [extensionId, orderId],
  );
  return rows[0];
}

export interface NewExtension {
  orderId: number;
  userId: number;
  requestedAt: Date;
  requestDate: string;
  payBy: Date;
  rateBp: number;
  days: number;
  serviceFeePaise: number;
  overdueFeePaise: number;
  interestPaise: number;
  feePaidPaise: number;
  feePaise: number;
  previousDueDate: string;
  newDueDate: string;
}

/** Opens a request; the database refuses a second pending one for the order (one_pending index). */
export async function insertExtension(tx: Queryable, row: NewExtension): Promise<ExtensionRow> {
  const { rows } = await tx.query<ExtensionRow>(
    `INSERT INTO order_extensions (order_id, user_id, state, requested_at, request_date, pay_by, rate_bp, days,
       service_fee_paise, overdue_fee_paise, interest_paise, fee_paid_paise, fee_paise, previous_due_date,
       new_due_date)
     VALUES ($1, $2, 'pending', $3, $4::date, $5, $6, $7, $8, $9, $10, $11, $12, $13::date, $14::date)
     RETURNING ${COLUMNS}`,
    [
      row.orderId,
      row.userId,
      row.requestedAt,
      row.requestDate,
      row.payBy,
      row.rateBp,
      row.days,
      row.serviceFeePaise,
      row.overdueFeePaise,
      row.interestPaise,
      row.feePaidPaise,
      row.feePaise,
      row.previousDueDate,
      row.newDueDate,
    ],
  );
  return rows[0] as ExtensionRow;
}

/**
 * Ends a request still pending whose window has passed at `now`; false when it was not pending or
 * is still payable. One conditional UPDATE: of two callers at once, exactly one changes the row.
 */
export async function expireIfDue(db: Queryable, extensionId: number, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE order_extensions
     SET state = 'expired', finished_at = $2,
         outcome = format('not paid within %s hours', round(extract(epoch FROM pay_by - requested_at) / 3600))
     WHERE id = $1 AND state = 'pending' AND pay_by <= $2 RETURNING id`,
    [extensionId, now],
  );
  return rows.length === 1;
}

/**
 * Takes back the expiry of a request that was paid before its window ended, its gateway's notice
 * having come after the expiry (decision 0070), so that the payment can complete it. Not when the
 * order has opened another request since (one pending per order): that one stands, and the money
 * is a repayment. False when nothing was taken back.
 */
export async function reopenPaidInTime(tx: Queryable, extensionId: number, paidAt: Date): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE order_extensions e SET state = 'pending', finished_at = NULL
     WHERE e.id = $1 AND e.state = 'expired' AND e.pay_by > $2
       AND NOT EXISTS (SELECT 1 FROM order_extensions o WHERE o.order_id = e.order_id AND o.state = 'pending')
     RETURNING id`,
    [extensionId, paidAt],
  );
  return rows.length === 1;
}

/** Ends a pending request as paid, abandoned or failed; false when it was no longer pending. */
export async function finishExtension(
  tx: Queryable,
  extensionId: number,
  end: { state: 'paid' | 'abandoned' | 'failed'; paymentId: number | null; outcome: string },
  now: Date,
): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE order_extensions SET state = $2, payment_id = $3, outcome = $4, finished_at = $5
     WHERE id = $1 AND state = 'pending' RETURNING id`,
    [extensionId, end.state, end.paymentId, end.outcome, now],
  );
  return rows.length === 1;
}

/** Adds what happened later (money that arrived after the request ended) to its outcome. */
export async function appendOutcome(tx: Queryable, extensionId: number, text: string): Promise<void> {
  await tx.query(
    `UPDATE order_extensions SET outcome = CASE WHEN outcome IS NULL THEN $2 ELSE outcome || '; ' || $2 END
     WHERE id = $1`,
    [extensionId, text],
  );
}
