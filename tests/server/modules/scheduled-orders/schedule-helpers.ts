/**
 * Steps the scheduled-order tests share: the five schedule endpoints as the app calls them, the
 * stored row and the sweep's jobs. Borrowers, loans, the clock and jobs come from the order tests'
 * helpers.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ScheduleGetResponse } from '../../../../schemas/generated/api.ts';
import type { Queryable } from '../../../../server/db/db.ts';
import { apiGet, apiPost } from '../../helpers/api.ts';
import type { Borrower } from '../orders/order-helpers.ts';

/** A scheduled order as the endpoints answer it (the contract's generated type). */
export type ScheduledItem = ScheduleGetResponse;

export interface ScheduleFields {
  productId: number;
  expectBorrowAmount: number;
  cardId?: number;
}

export function schedule(app: FastifyInstance, who: Borrower, fields: ScheduleFields) {
  return apiPost<ScheduledItem>(
    app,
    '/order/v1/order-auto-apply',
    { cardId: who.cardId, ...fields },
    { token: who.token },
  );
}

/** Schedules and expects success; returns the scheduled order. */
export async function scheduleOk(app: FastifyInstance, who: Borrower, fields: ScheduleFields) {
  const answer = await schedule(app, who, fields);
  expect(answer.body).toMatchObject({ code: 0 });
  return answer.body.data;
}

export function scheduledList(app: FastifyInstance, who: Borrower) {
  return apiGet<ScheduledItem[]>(app, '/order/v1/get-auto-apply-list', { token: who.token });
}

export function scheduledOrder(app: FastifyInstance, who: Borrower, id: number) {
  return apiGet<ScheduledItem>(app, `/order/v1/get-auto-apply?orderId=${id}`, { token: who.token });
}

export function cancelScheduled(
  app: FastifyInstance,
  who: Borrower,
  body: { id: number; orderNo?: string | null },
) {
  return apiPost<ScheduledItem>(app, '/order/v1/cancel-auto-apply', body, { token: who.token });
}

export function scheduleOptions(app: FastifyInstance, who: Borrower) {
  return apiGet<{ products: { productId: number; productName: string; amountList: number[] }[] }>(
    app,
    '/order/v1/auto-apply-options',
    { token: who.token },
  );
}

/** What operators read on the stored row. */
export async function storedRow(db: Queryable, id: number) {
  const { rows } = await db.query<{
    state: number;
    order_id: number | null;
    pending_reason: string | null;
    attempts: number;
    applied_at: Date | null;
    canceled_at: Date | null;
  }>(
    'SELECT state, order_id, pending_reason, attempts, applied_at, canceled_at FROM scheduled_orders WHERE id = $1',
    [id],
  );
  return rows[0];
}

/** The sweep runs not yet done (the nudge and the periodic one), by when they are due. */
export async function pendingSweeps(db: Queryable) {
  const { rows } = await db.query<{ dedupe_key: string; run_at: Date }>(
    `SELECT dedupe_key, run_at FROM jobs WHERE kind = 'scheduled-orders.sweep' AND state = 'pending' ORDER BY run_at`,
  );
  return rows;
}

/** The borrower's orders, oldest first. */
export async function ordersOf(db: Queryable, userId: number) {
  const { rows } = await db.query<{ id: number; order_no: string; state: number; loan_amount_paise: number }>(
    'SELECT id, order_no, state, loan_amount_paise FROM orders WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows;
}

/** Sets a seeded product full or open for one test (Salary Plus is seeded full). */
export async function setFull(db: Queryable, productId: number, full: boolean): Promise<void> {
  await db.query('UPDATE products SET is_full = $2 WHERE id = $1', [productId, full]);
}

/**
 * Schedules an order of Salary Plus, opened for the moment it takes (it is seeded full, so the
 * sweep's application is then refused); returns the scheduled order's id.
 */
export async function scheduledWhileOpen(
  app: FastifyInstance,
  db: Queryable,
  who: Borrower,
  salaryPlus: number,
): Promise<number> {
  await setFull(db, salaryPlus, false);
  try {
    return (await scheduleOk(app, who, { productId: salaryPlus, expectBorrowAmount: 5000 })).id;
  } finally {
    await setFull(db, salaryPlus, true);
  }
}
