/**
 * GET extension-calc: the extension of one of the borrower's orders. Answers the request waiting
 * for payment, or the last paid one of an order in 11, or opens a new request when the rule allows
 * one now, with its fee fixed and its expiry scheduled. The order's lock makes concurrent calls
 * queue, and the database allows one pending request per order, so asking again never opens two.
 */
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../contract/app-error.ts';
import type { Queryable } from '../../db/db.ts';
import { addDays, istDateOf } from '../orders/ist-calendar.ts';
import { OrderState } from '../orders/order-states.ts';
import { catchUpOverdue } from '../orders/overdue.ts';
import { orderForUpdate, type OrderRow } from '../orders/repo.ts';
import { extensionRefusalAt } from './availability.ts';
import { scheduleExtensionExpiry } from './expiry-job.ts';
import { extensionFee } from './fee.ts';
import {
  expireIfDue,
  extensionTermsOf,
  insertExtension,
  lastPaidExtensionOf,
  pendingExtensionOf,
  type ExtensionRow,
} from './repo.ts';
import { isExtendable, refusalError, type ExtensionRefusal } from './rules.ts';
import { extensionView, type ExtensionView } from './view.ts';

const HOUR_MS = 60 * 60_000;

type Outcome = { row: ExtensionRow } | { refusal: ExtensionRefusal };

async function openRequest(tx: Queryable, order: OrderRow, now: Date): Promise<Outcome> {
  const terms = await extensionTermsOf(tx, order.product_id);
  const refusal = await extensionRefusalAt(tx, order, now, terms);
  if (refusal) return { refusal };
  if (!order.loan_date || !order.due_date)
    throw new Error(`Order ${order.id} is repaying without loan dates`);
  const requestDate = istDateOf(now);
  const fee = extensionFee({
    principalPaise: order.loan_amount_paise,
    extensionRateBp: terms.rate_bp,
    annualRateBp: order.annual_rate_bp,
    orderInterestPaise: order.interest_paise,
    periodDays: order.period_days,
    loanDate: istDateOf(order.loan_date),
    requestDate,
    penalChargePaise: order.penal_charge_paise,
    paidPenalPaise: order.paid_penal_paise,
    paidInterestPaise: order.paid_interest_paise,
    paidPrincipalPaise: order.paid_principal_paise,
  });
  const row = await insertExtension(tx, {
    orderId: order.id,
    userId: order.user_id,
    requestedAt: now,
    requestDate,
    payBy: new Date(now.getTime() + terms.window_hours * HOUR_MS),
    rateBp: terms.rate_bp,
    days: terms.days,
    ...fee,
    previousDueDate: order.due_date,
    newDueDate: addDays(requestDate, terms.days),
  });
  await scheduleExtensionExpiry(tx, row.id, row.pay_by, now);
  return { row };
}

async function requestOf(tx: Queryable, order: OrderRow, now: Date): Promise<Outcome> {
  if (order.state === OrderState.Extension) {
    const paid = await lastPaidExtensionOf(tx, order.id);
    return paid ? { row: paid } : { refusal: { reason: 'state', state: order.state } };
  }
  if (!isExtendable(order.state)) return { refusal: { reason: 'state', state: order.state } };
  const pending = await pendingExtensionOf(tx, order.id);
  if (pending) {
    if (pending.pay_by.getTime() > now.getTime()) return { row: pending };
    // Its window passed and the expiry job has not run yet: it ends here, and a new one may open.
    await expireIfDue(tx, pending.id, now);
  }
  return openRequest(tx, order, now);
}

export async function extensionCalc(
  deps: Pick<AppContext, 'db' | 'clock'>,
  userId: number,
  orderId: number,
): Promise<ExtensionView> {
  const now = await deps.clock.now();
  // The refusal is thrown after the commit, so an expiry noticed on the way is kept.
  const { order, outcome } = await deps.db.transaction(async (tx) => {
    const locked = await orderForUpdate(tx, orderId);
    // Someone else's order is answered exactly like an unknown one.
    if (!locked || locked.user_id !== userId) throw new AppError('ORDER_NOT_FOUND');
    const caughtUp = await catchUpOverdue(tx, locked, now);
    return { order: caughtUp, outcome: await requestOf(tx, caughtUp, now) };
  });
  if ('refusal' in outcome) throw refusalError(outcome.refusal);
  return extensionView(order, outcome.row);
}
