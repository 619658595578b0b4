/**
 * Finding and locking one extension request named by the borrower (apply, give up, the payment's
 * quote), and what may still be done with it. Locks the order first, then the request: every path
 * that touches both takes them in that order (after the payment, when there is one), so none of
 * them deadlock.
 */
import { AppError } from '../../contract/app-error.ts';
import type { Queryable } from '../../db/db.ts';
import { catchUpOverdue } from '../orders/overdue.ts';
import { orderForUpdate, type OrderRow } from '../orders/repo.ts';
import { extensionOfOrderForUpdate, type ExtensionRow } from './repo.ts';
import { isExtendable, refusalError } from './rules.ts';

export interface ExtensionRequestIds {
  userId: number;
  orderId: number;
  extensionId: number;
  /** The order's repayment plan as the client sent it back: the order id (one plan per order). */
  orderRepayId?: number;
}

/**
 * The borrower's order (locked, caught up) and its request (locked). Someone else's order is
 * answered exactly like an unknown one; a request of another order, or another repayment plan,
 * like an unknown request.
 */
export async function lockExtensionRequest(
  tx: Queryable,
  ids: ExtensionRequestIds,
  now: Date,
): Promise<{ order: OrderRow; row: ExtensionRow }> {
  const locked = await orderForUpdate(tx, ids.orderId);
  if (!locked || locked.user_id !== ids.userId) throw new AppError('ORDER_NOT_FOUND');
  if (ids.orderRepayId !== undefined && ids.orderRepayId !== locked.id)
    throw new AppError('EXTENSION_NOT_FOUND');
  const row = await extensionOfOrderForUpdate(tx, ids.extensionId, locked.id);
  if (!row) throw new AppError('EXTENSION_NOT_FOUND');
  return { order: await catchUpOverdue(tx, locked, now), row };
}

/** A request still waiting for payment whose window has not passed. */
export function isPayable(row: ExtensionRow, now: Date): boolean {
  return row.state === 'pending' && row.pay_by.getTime() > now.getTime();
}

/** Refuses paying a request that has ended, or whose order can no longer be extended. */
export function assertPayable(order: OrderRow, row: ExtensionRow, now: Date): void {
  if (row.state === 'paid')
    throw new AppError('EXTENSION_ALREADY_PAID', { params: { dueDate: row.new_due_date } });
  if (row.state === 'abandoned') throw new AppError('EXTENSION_ABANDONED');
  if (row.state === 'failed') throw new AppError('EXTENSION_FAILED');
  if (!isPayable(row, now)) throw new AppError('EXTENSION_EXPIRED');
  if (!isExtendable(order.state)) throw refusalError({ reason: 'state', state: order.state });
}
