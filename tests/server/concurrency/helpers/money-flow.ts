/**
 * The steps of one loan's money, through the real endpoints and the real order engine (no test
 * purpose), and the rows they leave: what a race test sets up and what it counts afterwards.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Queryable } from '../../../../server/db/db.ts';
import { apiPost } from '../../helpers/api.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { applyOk, forceAudit, type Borrower } from '../../modules/orders/order-helpers.ts';
import { notify, sandboxEvent, signedSandbox } from '../../modules/payments/payment-fixtures.ts';

/** Rupee Flex ₹3,000 for 91 days at 30% p.a.: what the borrower owes once it is paid out. */
export const FLEX_3000 = {
  loanPaise: 300_000,
  interestPaise: 22_438,
  arrivePaise: 282_300,
  /** Processing fee ₹150 and its GST ₹27, kept back from the payout. */
  feesPaise: 17_700,
  owedPaise: 322_438,
} as const;

export function getMoney(app: FastifyInstance, who: Borrower, orderId: number) {
  return apiPost<{ orderId: number; orderState: number }>(
    app,
    '/order/v1/loan',
    { orderId },
    { token: who.token },
  );
}

/** An order of ₹3,000 on Rupee Flex, forced through its audit: state 2 Pass. */
export async function approvedOrder(app: FastifyInstance, who: Borrower, flex: number) {
  const order = await applyOk(app, who, { productId: flex, borrowAmount: 3000 });
  expect((await forceAudit(app, order.orderId, 'pass')).body.data).toMatchObject({ orderState: 2 });
  return order;
}

/** A signed capture (or failure) notification for a payment, with an event id of its own unless given. */
export function notifyPayment(
  t: Pick<TestApp, 'app' | 'config'>,
  payment: { provider_ref: string; amount_paise: number },
  type: 'payment.captured' | 'payment.failed' = 'payment.captured',
  eventId?: string,
) {
  const event = sandboxEvent(payment.provider_ref, payment.amount_paise, type, eventId);
  const signed = signedSandbox(t as TestApp, event);
  return notify(t as TestApp, signed.body, signed.headers);
}

/** The sandbox payment page's form, as the borrower submits it ("pay" or "fail"). */
export function submitSandboxPage(app: FastifyInstance, paymentUrl: string, outcome: 'pay' | 'fail') {
  return app.inject({
    method: 'POST',
    url: paymentUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
}

export interface MoneyRows {
  orders: number;
  disbursements: number;
  bankPayouts: number;
  payments: Record<string, number>;
  gatewayPayments: number;
  repayments: number;
  settlingEvents: number;
  disburseJobs: number;
}

/** What one order left in the database: the figures a race must not multiply. */
export async function moneyRowsOf(db: Queryable, orderId: number): Promise<MoneyRows> {
  const one = async (sql: string) => Number((await db.query<{ n: number }>(sql, [orderId])).rows[0]?.n ?? 0);
  const { rows } = await db.query<{ state: string; n: number }>(
    'SELECT state, count(*) AS n FROM payments WHERE order_id = $1 GROUP BY state',
    [orderId],
  );
  return {
    orders: await one(
      'SELECT count(*) AS n FROM orders WHERE user_id = (SELECT user_id FROM orders WHERE id = $1)',
    ),
    disbursements: await one('SELECT count(*) AS n FROM disbursements WHERE order_id = $1'),
    bankPayouts: await one(
      'SELECT count(*) AS n FROM sandbox_payouts WHERE reference = (SELECT order_no FROM orders WHERE id = $1)',
    ),
    payments: Object.fromEntries(rows.map((row) => [row.state, Number(row.n)])),
    gatewayPayments: await one(
      'SELECT count(*) AS n FROM sandbox_gateway_payments g JOIN payments p ON p.id = g.merchant_payment_id WHERE p.order_id = $1',
    ),
    repayments: await one('SELECT count(*) AS n FROM order_repayments WHERE order_id = $1'),
    settlingEvents: await one(
      `SELECT count(*) AS n FROM payment_events e JOIN payments p ON p.id = e.payment_id
       WHERE p.order_id = $1 AND e.outcome = 'settled'`,
    ),
    disburseJobs: await one(
      `SELECT count(*) AS n FROM jobs WHERE kind = 'orders.disburse' AND payload->>'orderId' = $1::text`,
    ),
  };
}

export interface Ledger {
  state: number;
  paid_principal_paise: number;
  paid_interest_paise: number;
  paid_fees_paise: number;
  paid_penal_paise: number;
  penal_charge_paise: number;
}

export async function ledgerOf(db: Queryable, orderId: number): Promise<Ledger> {
  const { rows } = await db.query<Ledger>(
    `SELECT state, paid_principal_paise, paid_interest_paise, paid_fees_paise, paid_penal_paise, penal_charge_paise
     FROM orders WHERE id = $1`,
    [orderId],
  );
  return rows[0]!;
}

export interface RepaymentRow {
  payment_id: number;
  amount_paise: number;
  to_penal_paise: number;
  to_fees_paise: number;
  to_interest_paise: number;
  to_principal_paise: number;
  excess_paise: number;
}

export async function repaymentsOf(db: Queryable, orderId: number): Promise<RepaymentRow[]> {
  const { rows } = await db.query<RepaymentRow>(
    `SELECT payment_id, amount_paise, to_penal_paise, to_fees_paise, to_interest_paise, to_principal_paise,
            excess_paise
     FROM order_repayments WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
  return rows;
}
