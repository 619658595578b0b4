/**
 * The server the fuzz runs against: the real app on its own database, with the per-address flood
 * limit raised (hundreds of requests a second from a few addresses are the test, not a flood).
 * Its borrowers: per endpoint, one just signed up and one whose verification steps are complete
 * and who has a bank card (so valid values reach orders); and, shared by all endpoints, one with a
 * loan paid out (so order, repayment and extension ids exist). Per endpoint sessions are opened
 * the way every sign-in opens one (openSession), without the SMS round trip the auth tests cover:
 * that would cost more than the fuzz of most endpoints.
 */
import { openSession } from '../../../server/modules/auth/open-session.ts';
import { completeProfileInDb, userIdOfPhone } from '../helpers/borrower-profile.ts';
import { newPhone } from '../helpers/sign-in.ts';
import { loanedOrder, productId, readyBorrower } from '../modules/orders/order-helpers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import type { Caller } from './request-arbitrary.ts';
import type { FuzzHints } from './valid-arbitrary.ts';

export interface Borrowers {
  fresh: string;
  profiled: string;
  loaned: string;
  cardId: number;
}

export interface LoanedBorrower {
  phone: string;
  /** Its order, repayment and card ids, for the fuzz's valid values. */
  ids: number[];
}

export async function startFuzzApp(): Promise<TestApp> {
  return createTestApp({
    env: {
      RATE_LIMIT_PER_MINUTE: '1000000',
      RATE_LIMIT_PER_BORROWER_PER_MINUTE: '1000000',
      RATE_LIMIT_NOTIFICATIONS_PER_MINUTE: '1000000',
    },
  });
}

async function newSession(t: TestApp, phone: string): Promise<string> {
  const request = {
    phone,
    now: new Date(),
    ttlDays: t.config.sessionTtlDays,
    ip: '10.76.0.1',
    userAgent: 'fuzz',
  };
  return (await openSession(t.db, request)).token;
}

/** Through the endpoints: apply, the audit passed, Get Money, the payout job. */
export async function borrowerWithLoan(t: TestApp): Promise<LoanedBorrower> {
  const who = await readyBorrower(t.app, t.db);
  const order = await loanedOrder(t.app, who, {
    productId: await productId(t.db, 'rupee-flex'),
    borrowAmount: 1000,
  });
  const repayments = await t.db.query<{ id: number }>('SELECT id FROM order_repayments WHERE order_id = $1', [
    order.orderId,
  ]);
  return {
    phone: who.phone,
    ids: [order.orderId, who.cardId, ...repayments.rows.map((row) => Number(row.id))],
  };
}

export async function signInBorrowers(t: TestApp, withLoan: LoanedBorrower): Promise<Borrowers> {
  const fresh = await newSession(t, newPhone());
  const phone = newPhone();
  const profiled = await newSession(t, phone);
  const cardId = await completeProfileInDb(t.db, await userIdOfPhone(t.db, phone));
  return { fresh, profiled, loaned: await newSession(t, withLoan.phone), cardId: cardId ?? 1 };
}

export function tokenOf(caller: Caller, borrowers: Borrowers): string | undefined {
  if (caller === 'none') return undefined;
  if (caller === 'fresh') return borrowers.fresh;
  if (caller === 'profiled') return borrowers.profiled;
  if (caller === 'loaned') return borrowers.loaned;
  return caller.forged;
}

/** Ids, amounts, periods and form field names the seeded database holds. */
export async function seededHints(t: TestApp): Promise<FuzzHints> {
  const products = await t.db.query<{ id: number; period_days: number; amounts: number[] }>(
    'SELECT id, period_days, amount_list_paise AS amounts FROM products',
  );
  const fields = await t.db.query<{ name: string }>('SELECT payload_name AS name FROM form_fields');
  const integers = products.rows.flatMap((row) => [
    row.id,
    row.period_days,
    ...row.amounts.map((paise) => paise / 100),
  ]);
  return { integers: [...new Set(integers)], keys: fields.rows.map((row) => row.name) };
}
