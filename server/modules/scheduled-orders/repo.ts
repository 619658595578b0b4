import type { Wording } from '../../contract/wording.ts';
import type { Queryable } from '../../db/db.ts';
import { IN_PROGRESS_STATES } from '../orders/order-states.ts';

/** 0 Scheduled, 2 Applied, 3 Canceled (spec §4). */
export const ScheduleState = { Scheduled: 0, Applied: 2, Canceled: 3 } as const;

export interface ScheduledOrderRow {
  id: number;
  user_id: number;
  product_id: number;
  amount_paise: number;
  bank_card_id: number;
  state: number;
  created_at: Date;
  applied_at: Date | null;
  order_id: number | null;
  /** Why it still waits, in English (what an operator reads too), and in Hindi when written. */
  pending_reason: string | null;
  pending_reason_hi: string | null;
}

/** A scheduled order with what the borrower sees next to it. */
export interface ScheduledOrderView extends ScheduledOrderRow {
  product_name: string;
  account_no: string | null;
  order_no: string | null;
}

const VIEW_SELECT = `
  SELECT s.id, s.user_id, s.product_id, s.amount_paise, s.bank_card_id, s.state, s.created_at, s.applied_at,
         s.order_id, s.pending_reason, s.pending_reason_hi, p.name AS product_name, c.account_no, o.order_no
  FROM scheduled_orders s
  JOIN products p ON p.id = s.product_id
  LEFT JOIN bank_cards c ON c.id = s.bank_card_id
  LEFT JOIN orders o ON o.id = s.order_id`;

/** The borrower's own scheduled orders, newest first. */
export async function scheduledOrdersOfUser(db: Queryable, userId: number): Promise<ScheduledOrderView[]> {
  const { rows } = await db.query<ScheduledOrderView>(
    `${VIEW_SELECT} WHERE s.user_id = $1 ORDER BY s.created_at DESC, s.id DESC`,
    [userId],
  );
  return rows;
}

/** One of the borrower's scheduled orders; someone else's is undefined, like an unknown one. */
export async function scheduledOrderOfUser(
  db: Queryable,
  userId: number,
  id: number,
): Promise<ScheduledOrderView | undefined> {
  const { rows } = await db.query<ScheduledOrderView>(`${VIEW_SELECT} WHERE s.id = $1 AND s.user_id = $2`, [
    id,
    userId,
  ]);
  return rows[0];
}

export interface NewScheduledOrder {
  userId: number;
  productId: number;
  amountPaise: number;
  cardId: number;
  pendingReason: Wording | null;
}

/**
 * Inserts the borrower's scheduled order; undefined when they already have one in state 0 (the
 * partial unique index decides, so two requests at once cannot both insert).
 */
export async function insertScheduledOrder(
  tx: Queryable,
  order: NewScheduledOrder,
  now: Date,
): Promise<number | undefined> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO scheduled_orders (user_id, product_id, amount_paise, bank_card_id, state, pending_reason,
       pending_reason_hi, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 0, $5, $6, $7, $7)
     ON CONFLICT (user_id) WHERE state = 0 DO NOTHING
     RETURNING id`,
    [
      order.userId,
      order.productId,
      order.amountPaise,
      order.cardId,
      order.pendingReason?.en ?? null,
      order.pendingReason?.hi ?? null,
      now,
    ],
  );
  return rows[0]?.id;
}

/** The borrower's scheduled (state 0) order, if any. */
export async function waitingOrderOfUser(
  db: Queryable,
  userId: number,
): Promise<ScheduledOrderRow | undefined> {
  const { rows } = await db.query<ScheduledOrderRow>(
    `SELECT id, user_id, product_id, amount_paise, bank_card_id, state, created_at, applied_at, order_id,
            pending_reason, pending_reason_hi
     FROM scheduled_orders WHERE user_id = $1 AND state = 0`,
    [userId],
  );
  return rows[0];
}

/** Ids of every scheduled (state 0) order, oldest first: what a sweep visits. */
export async function waitingOrderIds(db: Queryable): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM scheduled_orders WHERE state = 0 ORDER BY id',
  );
  return rows.map((row) => row.id);
}

/**
 * The scheduled order locked for this transaction if it is still in state 0 and no one else holds
 * it: another sweep working on it (SKIP LOCKED) or a change that already left state 0 gives undefined.
 */
export async function lockWaitingOrder(tx: Queryable, id: number): Promise<ScheduledOrderRow | undefined> {
  const { rows } = await tx.query<ScheduledOrderRow>(
    `SELECT id, user_id, product_id, amount_paise, bank_card_id, state, created_at, applied_at, order_id,
            pending_reason, pending_reason_hi
     FROM scheduled_orders WHERE id = $1 AND state = 0
     FOR UPDATE SKIP LOCKED`,
    [id],
  );
  return rows[0];
}

/**
 * The borrower's scheduled order with its order's number, locked for a change by its owner (waits
 * for a sweep holding it); someone else's is undefined.
 */
export async function lockOrderOfUser(
  tx: Queryable,
  userId: number,
  id: number,
): Promise<(ScheduledOrderRow & { order_no: string | null }) | undefined> {
  const { rows } = await tx.query<ScheduledOrderRow & { order_no: string | null }>(
    `SELECT s.id, s.user_id, s.product_id, s.amount_paise, s.bank_card_id, s.state, s.created_at, s.applied_at,
            s.order_id, s.pending_reason, s.pending_reason_hi, (SELECT o.order_no FROM orders o WHERE o.id = s.order_id) AS order_no
     FROM scheduled_orders s WHERE s.id = $1 AND s.user_id = $2
     FOR UPDATE OF s`,
    [id, userId],
  );
  return rows[0];
}

/**
 * The scheduled (state 0) orders whose borrower has a loan in progress, with that loan's number,
 * locked for this transaction as a visit locks one (SKIP LOCKED: one another sweep holds is left to
 * it). One statement instead of a visit each: at scale nearly every scheduled order waits so.
 */
export async function lockWaitingBehindLoans(tx: Queryable): Promise<{ id: number; order_no: string }[]> {
  const { rows } = await tx.query<{ id: number; order_no: string }>(
    `SELECT s.id, o.order_no
     FROM scheduled_orders s JOIN orders o ON o.user_id = s.user_id AND o.state = ANY($1::smallint[])
     WHERE s.state = 0
     ORDER BY s.id
     FOR UPDATE OF s SKIP LOCKED`,
    [IN_PROGRESS_STATES],
  );
  return rows;
}

/** Visits of the sweep that left these scheduled orders scheduled, each with why, in one statement. */
export async function recordManyStillWaiting(
  tx: Queryable,
  waits: readonly { id: number; pendingReason: Wording | null }[],
  now: Date,
): Promise<void> {
  if (waits.length === 0) return;
  await tx.query(
    `UPDATE scheduled_orders s SET pending_reason = w.en, pending_reason_hi = w.hi, attempts = s.attempts + 1,
       last_attempt_at = $4, updated_at = $4
     FROM unnest($1::bigint[], $2::text[], $3::text[]) AS w (id, en, hi)
     WHERE s.id = w.id`,
    [
      waits.map((wait) => wait.id),
      waits.map((wait) => wait.pendingReason?.en ?? null),
      waits.map((wait) => wait.pendingReason?.hi ?? null),
      now,
    ],
  );
}

/** A visit of the sweep that left it scheduled, with why. */
export async function recordStillWaiting(
  tx: Queryable,
  id: number,
  pendingReason: Wording | null,
  now: Date,
): Promise<void> {
  await recordManyStillWaiting(tx, [{ id, pendingReason }], now);
}

export async function recordApplied(tx: Queryable, id: number, orderId: number, now: Date): Promise<void> {
  await tx.query(
    `UPDATE scheduled_orders SET state = 2, order_id = $2, applied_at = $3, pending_reason = NULL, pending_reason_hi = NULL,
       attempts = attempts + 1, last_attempt_at = $3, updated_at = $3
     WHERE id = $1`,
    [id, orderId, now],
  );
}

export async function recordCanceled(tx: Queryable, id: number, now: Date): Promise<void> {
  await tx.query(
    'UPDATE scheduled_orders SET state = 3, canceled_at = $2, pending_reason = NULL, pending_reason_hi = NULL, updated_at = $2 WHERE id = $1',
    [id, now],
  );
}

/** Products on offer, in the order the home page lists them. */
export async function activeProductIds(db: Queryable): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM products WHERE active ORDER BY sort_order, id',
  );
  return rows.map((row) => row.id);
}
