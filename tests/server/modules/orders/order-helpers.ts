/**
 * Steps the order tests share: a borrower ready to borrow, seeded product ids, applying, forcing
 * the audit, moving the development clock and running due jobs, all through the real endpoints.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Queryable } from '../../../../server/db/db.ts';
import { istDateOf, istStartOf } from '../../../../server/modules/orders/ist-calendar.ts';
import { apiGet, apiPost, type ApiAnswer } from '../../helpers/api.ts';
import { completeProfileInDb, userIdOfPhone, type ProfileOptions } from '../../helpers/borrower-profile.ts';
import { signIn } from '../../helpers/sign-in.ts';

export interface Borrower {
  phone: string;
  token: string;
  userId: number;
  /** Their bank card (undefined when the profile skipped it). */
  cardId: number;
}

export async function readyBorrower(
  app: FastifyInstance,
  db: Queryable,
  profile: ProfileOptions = {},
): Promise<Borrower> {
  const { phone, token } = await signIn(app);
  const userId = await userIdOfPhone(db, phone);
  // The shared helper's contacts insert uses one parameter as both smallint and text, which
  // PostgreSQL refuses ("inconsistent types deduced"); the contacts are written here instead.
  const skip = new Set(profile.skip ?? []);
  const cardId = await completeProfileInDb(db, userId, { ...profile, skip: [...skip, 'contacts'] });
  if (!skip.has('contacts'))
    for (const position of [1, 2, 3])
      await db.query(
        `INSERT INTO emergency_contacts (user_id, position, name, mobile, relation, saved_at)
         VALUES ($1, $2, 'ravi', $3, 'Friends', now())`,
        [userId, position, `987654321${position}`],
      );
  return { phone, token, userId, cardId: cardId ?? 0 };
}

export async function productId(db: Queryable, code: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM products WHERE code = $1', [code]);
  return Number(rows[0]!.id);
}

export interface ApplyFields {
  productId: number;
  borrowAmount: number;
  periods?: number;
  autoGetMoney?: boolean;
  cardId?: number;
}

export async function apply(
  app: FastifyInstance,
  who: Borrower,
  fields: ApplyFields,
): Promise<ApiAnswer<{ orderId: number; orderNo: string }>> {
  return apiPost(
    app,
    '/order/v1/apply',
    {
      cardId: fields.cardId ?? who.cardId,
      borrowAmount: fields.borrowAmount,
      periods: fields.periods ?? 91,
      productId: fields.productId,
      checkEmail: false,
      autoGetMoney: fields.autoGetMoney ?? false,
      autoMoney: false,
    },
    { token: who.token },
  );
}

/** Applies and expects success; returns the order id and number. */
export async function applyOk(app: FastifyInstance, who: Borrower, fields: ApplyFields) {
  const answer = await apply(app, who, fields);
  expect(answer.body).toMatchObject({ code: 0 });
  return answer.body.data;
}

export async function forceAudit(app: FastifyInstance, orderId: number, decision: 'pass' | 'deny') {
  return apiPost<{ orderId: number; orderState: number }>(app, `/dev/orders/${orderId}/audit`, { decision });
}

export async function advance(app: FastifyInstance, by: Record<string, number>): Promise<Date> {
  const moved = await apiPost<{ now: string }>(app, '/dev/clock', by);
  expect(moved.body.code).toBe(0);
  return new Date(moved.body.data.now);
}

/** The server's clock now (the development clock, which tests move forward). */
export async function serverNow(app: FastifyInstance): Promise<Date> {
  return advance(app, { advanceMinutes: 0 });
}

const HOUR_MS = 60 * 60_000;

/**
 * Moves the server's clock on to the next `hour`:00 IST (at most a day): waits counted to IST
 * midnights (the wait after a denial) then have a known length whatever the time of day of the run.
 */
export async function atIstHour(app: FastifyInstance, hour: number): Promise<Date> {
  const now = await serverNow(app);
  let target = istStartOf(istDateOf(now)).getTime() + hour * HOUR_MS;
  if (target <= now.getTime()) target += 24 * HOUR_MS;
  return advance(app, { advanceMinutes: Math.ceil((target - now.getTime()) / 60_000) });
}

/** Moves the server's clock on to `minutes` after 00:00 IST of `day` (forward only). */
export async function atIstTime(app: FastifyInstance, day: string, minutes: number): Promise<Date> {
  const target = istStartOf(day).getTime() + minutes * 60_000;
  const now = await serverNow(app);
  expect(target).toBeGreaterThan(now.getTime());
  return advance(app, { advanceMinutes: Math.round((target - now.getTime()) / 60_000) });
}

/** Signs the borrower in again (sessions last 30 days; tests move the clock past that). */
export async function signInAgain(app: FastifyInstance, who: Borrower): Promise<void> {
  who.token = (await signIn(app, who.phone)).token;
}

export async function runJobs(app: FastifyInstance): Promise<number> {
  const ran = await apiPost<{ ran: number }>(app, '/dev/jobs/run');
  expect(ran.body.code).toBe(0);
  return ran.body.data.ran;
}

export interface OrderDetail {
  orderId: number;
  orderNo: string;
  orderState: number;
  [field: string]: unknown;
}

/** The order detail as the borrower reads it; `locale` is the app's `x-locale` (decision 0043). */
export async function detail(app: FastifyInstance, who: Borrower, orderId: number, locale?: 'en' | 'hi') {
  return apiGet<OrderDetail>(app, `/order/v1/detail?orderId=${orderId}`, {
    token: who.token,
    ...(locale ? { headers: { 'x-locale': locale } } : {}),
  });
}

export async function stateOf(db: Queryable, orderId: number): Promise<number> {
  const { rows } = await db.query<{ state: number }>('SELECT state FROM orders WHERE id = $1', [orderId]);
  return rows[0]!.state;
}

export async function transitionsOf(db: Queryable, orderId: number) {
  const { rows } = await db.query<{
    from_state: number | null;
    to_state: number;
    actor: string;
    reason: string;
  }>('SELECT from_state, to_state, actor, reason FROM order_transitions WHERE order_id = $1 ORDER BY id', [
    orderId,
  ]);
  return rows;
}

/** A borrower's order applied, forced to pass and Get Money pressed: 4 Lending, its payout queued. */
export async function getMoneyPressed(app: FastifyInstance, who: Borrower, fields: ApplyFields) {
  const order = await applyOk(app, who, fields);
  expect((await forceAudit(app, order.orderId, 'pass')).body.code).toBe(0);
  expect(
    (await apiPost(app, '/order/v1/loan', { orderId: order.orderId }, { token: who.token })).body.code,
  ).toBe(0);
  return order;
}

/** A borrower's loan taken through apply, forced pass, Get Money and the payout: state 6 Loaned. */
export async function loanedOrder(app: FastifyInstance, who: Borrower, fields: ApplyFields) {
  const order = await getMoneyPressed(app, who, fields);
  await runJobs(app);
  return order;
}
