/**
 * What the payments tests share: an order owned by a signed-in borrower, a 'repay' purpose written
 * here (the order engine's own purpose is tested through it separately) that checks ownership
 * against the orders table and records every settle call in a table of its own, signed sandbox
 * notifications, and a repayment of part of what an order owes through the real path.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { AppError } from '../../../../server/contract/app-error.ts';
import type { Queryable } from '../../../../server/db/db.ts';
import type { PaymentPurpose } from '../../../../server/modules/payments/purposes.ts';
import {
  signSandboxEvent,
  type SandboxEventBody,
} from '../../../../server/providers/payment/sandbox-gateway.ts';
import { apiPost } from '../../helpers/api.ts';
import { signIn } from '../../helpers/sign-in.ts';
import type { TestApp } from '../../helpers/test-app.ts';

export interface Borrower {
  phone: string;
  token: string;
  userId: number;
  orderId: number;
}

let orderCounter = 0;

/** A signed-in borrower with one loaned order (state 6) owing `owedPaise`. */
export async function borrowerWithOrder(t: TestApp, owedPaise = 512_329): Promise<Borrower> {
  const { phone, token } = await signIn(t.app);
  orderCounter += 1;
  const { rows } = await t.db.query<{ id: number; user_id: number }>(
    `INSERT INTO orders (order_no, user_id, product_id, state, loan_amount_paise, arrive_amount_paise,
       repayment_amount_paise, period_days, applied_at, created_at, updated_at)
     SELECT $1, u.id, p.id, 6, 500000, 470500, $2, 91, now(), now(), now()
     FROM users u, products p WHERE u.phone = $3 AND p.code = 'rupee-flex'
     RETURNING id, user_id`,
    [`PT${phone}${orderCounter}`, owedPaise, phone],
  );
  const row = rows[0];
  if (!row) throw new Error('no order inserted');
  return { phone, token, userId: row.user_id, orderId: row.id };
}

/**
 * Registers the test 'repay' purpose: quote = the order's repayment_amount_paise for its owner
 * (anyone else: PAYMENT_NOTHING_TO_PAY); settle inserts a row in test_settlements per call.
 */
export async function useTestRepayPurpose(t: TestApp): Promise<void> {
  await t.db.exec(`CREATE TABLE IF NOT EXISTS test_settlements (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    payment_id bigint NOT NULL,
    order_id bigint NOT NULL,
    amount_paise integer NOT NULL,
    provider_ref text NOT NULL
  )`);
  const purpose: PaymentPurpose = {
    async quote(tx, request) {
      const { rows } = await tx.query<{ repayment_amount_paise: number; order_no: string }>(
        'SELECT repayment_amount_paise, order_no FROM orders WHERE id = $1 AND user_id = $2 AND state IN (6, 8, 11)',
        [request.orderId, request.userId],
      );
      const order = rows[0];
      if (!order) throw new AppError('PAYMENT_NOTHING_TO_PAY');
      return {
        amountPaise: order.repayment_amount_paise,
        description: `Repayment of order ${order.order_no}`,
      };
    },
    async settle(tx, payment) {
      await tx.query(
        'INSERT INTO test_settlements (payment_id, order_id, amount_paise, provider_ref) VALUES ($1, $2, $3, $4)',
        [payment.paymentId, payment.orderId, payment.amountPaise, payment.providerRef],
      );
    },
  };
  t.app.paymentPurposes.set('repay', purpose);
}

export async function settlementsOf(db: Queryable, paymentId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*) AS n FROM test_settlements WHERE payment_id = $1',
    [paymentId],
  );
  return Number(rows[0]?.n ?? 0);
}

export async function repay(app: FastifyInstance, borrower: { token: string; orderId: number }) {
  return apiPost<{ paymentUrl: string }>(
    app,
    '/pay-order/v1/repay',
    { orderId: borrower.orderId },
    {
      token: borrower.token,
    },
  );
}

export interface PaymentRowView {
  id: number;
  state: string;
  amount_paise: number;
  provider_ref: string;
  payment_url: string;
}

export async function paymentsOfOrder(db: Queryable, orderId: number): Promise<PaymentRowView[]> {
  const { rows } = await db.query<PaymentRowView>(
    'SELECT id, state, amount_paise, provider_ref, payment_url FROM payments WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
  return rows;
}

/** A borrower with an order and a pending sandbox payment for it. */
export async function pendingPayment(t: TestApp, owedPaise?: number) {
  const borrower = await borrowerWithOrder(t, owedPaise);
  const answer = await repay(t.app, borrower);
  if (answer.body.code !== 0) throw new Error(`repay refused: ${answer.body.msg}`);
  const [payment] = await paymentsOfOrder(t.db, borrower.orderId);
  if (!payment) throw new Error('no payment row');
  return { borrower, payment, paymentUrl: answer.body.data.paymentUrl };
}

let eventCounter = 0;

/**
 * A sandbox notification's body. `paidAt`: when it says the money moved. None by default, which
 * the server takes as "when the notice came" (decision 0070): the tests move the server's clock,
 * so the wall clock's time would mean nothing to it.
 */
export function sandboxEvent(
  providerRef: string,
  amountPaise: number,
  type: SandboxEventBody['type'] = 'payment.captured',
  id = `test_evt_${process.pid}_${(eventCounter += 1)}`,
  paidAt?: Date,
): SandboxEventBody {
  const event = { id, type, payment: { ref: providerRef, amountPaise } };
  return (paidAt ? { ...event, createdAt: paidAt.toISOString() } : event) as SandboxEventBody;
}

/** POSTs a body to the notification route as a gateway would, signed with `secret` unless told. */
export async function notify(
  t: TestApp,
  body: string,
  headers: Record<string, string>,
  provider = 'sandbox',
  /** The address it comes from (the flood limit counts by it). */
  ip?: string,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api1/payments/notify/${provider}`,
    headers,
    payload: body,
    ...(ip ? { remoteAddress: ip } : {}),
  });
  return { status: response.statusCode, body: response.json<{ code: number; msg: string; data: unknown }>() };
}

export function signedSandbox(t: TestApp, event: SandboxEventBody) {
  return signSandboxEvent(t.config.payment.webhookSecret, event);
}

/**
 * A capture notified by the gateway for a payment, signed: also for links no longer offered.
 * `paidAt`: when the notice says the money moved (none: the server takes the notice's arrival).
 */
export async function notifyCaptured(
  t: TestApp,
  payment: { provider_ref: string; amount_paise: number },
  paidAt?: Date,
) {
  const event = sandboxEvent(
    payment.provider_ref,
    payment.amount_paise,
    'payment.captured',
    undefined,
    paidAt,
  );
  const signed = signedSandbox(t, event);
  return notify(t, signed.body, signed.headers);
}

/**
 * A repayment of part of what the order owes. The app only ever asks for the whole outstanding
 * amount, so the test lowers the amount of a real repayment link before the gateway notifies its
 * capture; from there it is the real path (signed notification, the order engine's settle).
 */
export async function partialRepayment(
  t: TestApp,
  who: { token: string },
  orderId: number,
  amountPaise: number,
) {
  const link = await repay(t.app, { token: who.token, orderId });
  expect(link.body.code).toBe(0);
  const payment = (await paymentsOfOrder(t.db, orderId)).at(-1);
  if (!payment) throw new Error('no repayment link');
  await t.db.query('UPDATE payments SET amount_paise = $2 WHERE id = $1', [payment.id, amountPaise]);
  const answer = await notifyCaptured(t, { provider_ref: payment.provider_ref, amount_paise: amountPaise });
  expect(answer.body).toMatchObject({ code: 0, data: { result: 'settled' } });
}

/** A test app's settings for the Razorpay gateway (its network answered by the test). */
export const RAZORPAY_TEST_ENV = {
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_test_key',
  RAZORPAY_KEY_SECRET: 'rzp_test_secret',
  PAYMENT_WEBHOOK_SECRET: 'razorpay-webhook-secret-for-the-tests-0123456789',
};
