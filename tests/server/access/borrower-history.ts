/**
 * The borrowers the access tests need, built through the real endpoints where they exist:
 * - the victim (A), with a full history: basic and work forms, contacts, KYC and face, a bank card,
 *   a device location, a settled and a denied loan of years past, a loan being repaid 88 days in
 *   with an extension request and a repayment link waiting for payment, and a scheduled order;
 * - a second victim (A2) whose application was approved and waits for Get Money;
 * - a third victim (A3) halfway through KYC: both cards read and the Aadhaar OTP verified;
 * - the intruder (B), a complete borrower with a loan of their own, who holds the token, and a
 *   newcomer (C) who has done no step yet, for the KYC steps B has passed.
 * Every value a leak would show is distinctive, so finding it in B's answers means a leak.
 */
import type { Queryable } from '../../../server/db/db.ts';
import { userIdOfPhone } from '../helpers/borrower-profile.ts';
import { signIn } from '../helpers/sign-in.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { calcOk, idsOf, type ExtensionIds } from '../modules/extension/extension-helpers.ts';
import {
  advance,
  applyOk,
  forceAudit,
  loanedOrder,
  productId,
  readyBorrower,
  signInAgain,
  type Borrower,
} from '../modules/orders/order-helpers.ts';
import { repay } from '../modules/payments/payment-fixtures.ts';
import { validBasic } from '../modules/profile/profile-fixtures.ts';
import { scheduleOk } from '../modules/scheduled-orders/schedule-helpers.ts';
import { onboardVictim, victimHalfwayThroughKyc } from './victim-onboarding.ts';
import { victimProfile } from './victim-profile.ts';
import type { Owners } from './footprint.ts';

export interface OrderRef {
  orderId: number;
  orderNo: string;
}

export interface Victim extends Borrower {
  settled: OrderRef;
  denied: OrderRef;
  /** Loaned 88 days ago: extension request and repayment link both waiting for payment. */
  repaying: OrderRef;
  extension: ExtensionIds;
  paymentRef: string;
  scheduleId: number;
}

export interface SignedIn {
  phone: string;
  token: string;
  userId: number;
}

export interface World {
  victim: Victim;
  /** A2: an approved order (state 2) waiting for Get Money. */
  approved: Borrower & { order: OrderRef };
  /** A3: both cards read by OCR and the Aadhaar OTP verified, the KYC not yet saved. */
  midKyc: SignedIn;
  /** B: signed in, complete, with a loan being repaid and a scheduled order of their own. */
  intruder: Borrower & { repaying: OrderRef; scheduleId: number };
  /** C: signed in, nothing else. */
  newcomer: SignedIn;
  flexId: number;
  /** A valid basic information form (its place ids come from the database). */
  basicForm: Record<string, string | number>;
}

async function insertPastOrder(
  db: Queryable,
  userId: number,
  order: { orderNo: string; state: number; loanPaise: number; arrivePaise: number; repayPaise: number },
  daysAgo: number,
): Promise<OrderRef> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO orders (order_no, user_id, product_id, state, loan_amount_paise, arrive_amount_paise,
       repayment_amount_paise, period_days, applied_at, created_at, updated_at)
     SELECT $1, $2, p.id, $3, $4, $5, $6, 91, now() - make_interval(days => $7),
       now() - make_interval(days => $7), now() - make_interval(days => $7)
     FROM products p WHERE p.code = 'rupee-flex' RETURNING id`,
    [order.orderNo, userId, order.state, order.loanPaise, order.arrivePaise, order.repayPaise, daysAgo],
  );
  return { orderId: Number(rows[0]!.id), orderNo: order.orderNo };
}

export async function buildWorld(t: TestApp): Promise<World> {
  const flexId = await productId(t.db, 'rupee-flex');
  const basicForm = await validBasic(t.app);
  const a = await onboardVictim(t, basicForm);
  const settled = await insertPastOrder(t.db, a.userId, victimProfile.settledOrder, 400);
  const denied = await insertPastOrder(t.db, a.userId, victimProfile.deniedOrder, 300);
  const repaying = await loanedOrder(t.app, a, { productId: flexId, borrowAmount: 3000 });
  const scheduled = await scheduleOk(t.app, a, { productId: flexId, expectBorrowAmount: 3000 });

  const b = await readyBorrower(t.app, t.db);
  const bRepaying = await loanedOrder(t.app, b, { productId: flexId, borrowAmount: 2000 });
  const bScheduled = await scheduleOk(t.app, b, { productId: flexId, expectBorrowAmount: 2000 });

  // Day 88 of the 91-day loans: an extension may be asked for (sessions last 30 days).
  await advance(t.app, { advanceDays: 88 });
  await signInAgain(t.app, a);
  await signInAgain(t.app, b);
  const extension = idsOf(await calcOk(t.app, a, repaying.orderId));
  const link = await repay(t.app, { token: a.token, orderId: repaying.orderId });
  if (link.body.code !== 0) throw new Error(`Victim repayment refused: ${link.body.msg}`);

  const a2 = await readyBorrower(t.app, t.db);
  const approved = await applyOk(t.app, a2, { productId: flexId, borrowAmount: 1000 });
  if ((await forceAudit(t.app, approved.orderId, 'pass')).body.code !== 0) throw new Error('audit refused');

  const midKyc = await victimHalfwayThroughKyc(t);
  const newcomer = await signIn(t.app);

  return {
    midKyc,
    newcomer: { ...newcomer, userId: await userIdOfPhone(t.db, newcomer.phone) },
    victim: {
      ...a,
      settled,
      denied,
      repaying,
      extension,
      paymentRef: link.body.data.paymentUrl.split('/').pop()!.split('?')[0]!,
      scheduleId: scheduled.id,
    },
    approved: { ...a2, order: approved },
    intruder: { ...b, repaying: bRepaying, scheduleId: bScheduled.id },
    flexId,
    basicForm,
  };
}

/** The rows the intruder must never change: the victims'. */
export function victimsOf(world: World): Owners {
  const { victim, approved, midKyc } = world;
  return {
    userIds: [victim.userId, approved.userId, midKyc.userId],
    phones: [victim.phone, approved.phone, midKyc.phone],
    orderIds: [victim.settled, victim.denied, victim.repaying, approved.order].map((o) => o.orderId),
    cardIds: [victim.cardId, approved.cardId],
  };
}
