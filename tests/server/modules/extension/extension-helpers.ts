/**
 * Steps the extension tests share, through the real endpoints: asking for the extension, paying
 * it on the sandbox page, giving up, and reading what the database recorded.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ExtensionCalcResponse } from '../../../../schemas/generated/api.ts';
import type { Queryable } from '../../../../server/db/db.ts';
import { istDateOf } from '../../../../server/modules/orders/ist-calendar.ts';
import { apiGet, apiPost } from '../../helpers/api.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { advance, loanedOrder, signInAgain, type Borrower } from '../orders/order-helpers.ts';

/** The extension as extension-calc answers it (the contract's generated type). */
export type ExtensionCalc = ExtensionCalcResponse;

export function calc(app: FastifyInstance, who: Borrower, orderId: number) {
  return apiGet<ExtensionCalc>(app, `/order-repay-extension/v1/extension-calc/${orderId}`, {
    token: who.token,
  });
}

/** Asks for the extension and expects it answered. */
export async function calcOk(app: FastifyInstance, who: Borrower, orderId: number): Promise<ExtensionCalc> {
  const answer = await calc(app, who, orderId);
  expect(answer.body).toMatchObject({ code: 0 });
  return answer.body.data;
}

export interface ExtensionIds {
  extensionId: number;
  orderId: number;
  orderRepayId: number;
}

export function applyExtension(app: FastifyInstance, who: Borrower, ids: ExtensionIds) {
  return apiPost<{ paymentUrl: string }>(app, '/order-repay-extension/v1/apply-extension', ids, {
    token: who.token,
  });
}

export function giveUp(app: FastifyInstance, who: Borrower, ids: ExtensionIds) {
  return apiPost<{ extensionId: number; orderId: number }>(
    app,
    '/order-repay-extension/v1/giveup-extension',
    ids,
    { token: who.token },
  );
}

export function idsOf(extension: ExtensionCalc): ExtensionIds {
  return {
    extensionId: extension.extensionId,
    orderId: extension.orderId,
    orderRepayId: extension.orderRepayId,
  };
}

/**
 * Pays a payment page on the sandbox gateway as the borrower would (it sends the signed
 * notification), bringing no callback of the app's; answers where the page sends the browser.
 */
export async function payOnSandbox(app: FastifyInstance, paymentUrl: string): Promise<string | undefined> {
  const paid = await app.inject({
    method: 'POST',
    url: paymentUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'outcome=pay',
  });
  expect(paid.statusCode).toBe(303);
  return paid.headers.location as string | undefined;
}

/** A loaned order of the product with its IST loan date and due date. */
export async function loanWithDates(t: TestApp, who: Borrower, productId: number, borrowAmount: number) {
  const order = await loanedOrder(t.app, who, { productId, borrowAmount });
  const { rows } = await t.db.query<{ loan_date: Date; due_date: string }>(
    `SELECT loan_date, to_char(due_date, 'YYYY-MM-DD') AS due_date FROM orders WHERE id = $1`,
    [order.orderId],
  );
  const row = rows[0]!;
  return { ...order, loanDate: istDateOf(row.loan_date), dueDate: row.due_date };
}

/** Moves the clock `days` whole days on (the IST date moves by as many) and signs in again. */
export async function daysLater(app: FastifyInstance, who: Borrower, days: number): Promise<Date> {
  const now = await advance(app, { advanceDays: days });
  await signInAgain(app, who);
  return now;
}

export interface ExtensionRowView {
  id: number;
  state: string;
  fee_paise: number;
  payment_id: number | null;
  outcome: string | null;
}

export async function extensionsOf(db: Queryable, orderId: number): Promise<ExtensionRowView[]> {
  const { rows } = await db.query<ExtensionRowView>(
    'SELECT id, state, fee_paise, payment_id, outcome FROM order_extensions WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
  return rows;
}

/** The one payment of an extension request (its link, whatever became of it). */
export async function extensionPaymentOf(db: Queryable, extensionId: number) {
  const { rows } = await db.query<{
    id: number;
    state: string;
    provider_ref: string;
    amount_paise: number;
  }>(
    `SELECT id, state, provider_ref, amount_paise FROM payments WHERE purpose = 'extension' AND refs->>'extensionId' = $1`,
    [String(extensionId)],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

export interface LedgerView {
  state: number;
  due_date: string;
  overdue_days: number;
  extension_fee_paise: number;
  paid_extension_fee_paise: number;
  paid_penal_paise: number;
  paid_interest_paise: number;
  paid_principal_paise: number;
  penal_charge_paise: number;
}

export async function ledgerOf(db: Queryable, orderId: number): Promise<LedgerView> {
  const { rows } = await db.query<LedgerView>(
    `SELECT state, to_char(due_date, 'YYYY-MM-DD') AS due_date, overdue_days, extension_fee_paise,
            paid_extension_fee_paise, paid_penal_paise, paid_interest_paise, paid_principal_paise, penal_charge_paise
     FROM orders WHERE id = $1`,
    [orderId],
  );
  return rows[0]!;
}
