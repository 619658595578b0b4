/**
 * The order state machine (DOMAIN.md "Order states and transitions"): the only code that writes
 * an order's state. Every change is checked against the table of legal transitions, made on the
 * locked order row, and recorded in order_transitions with who made it and why.
 */
import { AppError } from '../../contract/app-error.ts';
import type { Queryable } from '../../db/db.ts';
import { OrderState, stateName, type OrderStateCode } from './order-states.ts';

/** Who caused a change: the borrower's call, a job's rule, the development surface, a provider. */
export type Actor = 'borrower' | 'system' | 'dev' | 'provider';

const S = OrderState;

/** From each state, the states an order may move to; anything else is refused. */
export const LEGAL_TRANSITIONS: Readonly<Record<number, readonly OrderStateCode[]>> = {
  [S.Auditing]: [S.Pass, S.Denied],
  [S.Pass]: [S.Lending],
  [S.Lending]: [S.Loaned, S.Failed],
  // Loaned -> Failed: a payout reversed by the borrower's bank before any repayment (decision 0068).
  [S.Loaned]: [S.Settled, S.Overdued, S.Extension, S.Failed],
  [S.Overdued]: [S.Settled, S.Extension],
  [S.Extension]: [S.Settled, S.Overdued],
};

export function isLegalTransition(from: number, to: number): boolean {
  return (LEGAL_TRANSITIONS[from] ?? []).some((state) => state === to);
}

export interface Change {
  actor: Actor;
  reason: string;
  now: Date;
}

async function record(
  tx: Queryable,
  orderId: number,
  from: number | null,
  to: number,
  change: Change,
): Promise<void> {
  await tx.query(
    `INSERT INTO order_transitions (order_id, from_state, to_state, actor, reason, at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [orderId, from, to, change.actor, change.reason, change.now],
  );
}

/**
 * Moves the order to `to`. Locks the row (SELECT ... FOR UPDATE) and reads its state inside the
 * caller's transaction, so two callers can never both move it from the same state. Throws
 * ORDER_TRANSITION_NOT_ALLOWED for a move the table does not allow. Returns the state it left.
 */
export async function transition(
  tx: Queryable,
  orderId: number,
  to: OrderStateCode,
  change: Change,
): Promise<number> {
  const { rows } = await tx.query<{ state: number }>('SELECT state FROM orders WHERE id = $1 FOR UPDATE', [
    orderId,
  ]);
  const from = rows[0]?.state;
  if (from === undefined) throw new AppError('ORDER_NOT_FOUND');
  if (!isLegalTransition(from, to))
    throw new AppError('ORDER_TRANSITION_NOT_ALLOWED', {
      params: { from: stateName(from), to: stateName(to) },
    });
  await tx.query('UPDATE orders SET state = $2, updated_at = $3 WHERE id = $1', [orderId, to, change.now]);
  await record(tx, orderId, from, to, change);
  return from;
}

export interface NewOrder {
  userId: number;
  productId: number;
  bankCardId: number;
  /** IST date of the application, the order number's prefix. */
  istDate: string;
  loanAmountPaise: number;
  arriveAmountPaise: number;
  repaymentAmountPaise: number;
  serviceFeePaise: number;
  gstFeePaise: number;
  interestPaise: number;
  periodDays: number;
  terms: {
    annualRateBp: number;
    serviceRateBp: number;
    gstRateBp: number;
    penalDailyRateBp: number;
    penalCapBp: number;
  };
  autoGetMoney: boolean;
  checkEmail: boolean;
  autoMoney: boolean;
}

/**
 * Creates an order in state 1 Auditing and records its first transition. The database refuses a
 * second order in progress for the borrower (orders_one_in_progress), whatever the caller checked.
 */
export async function openOrder(
  tx: Queryable,
  order: NewOrder,
  change: Change,
): Promise<{ id: number; orderNo: string }> {
  const prefix = `LN${order.istDate.slice(2, 4)}${order.istDate.slice(5, 7)}${order.istDate.slice(8, 10)}`;
  const { rows } = await tx.query<{ id: number; order_no: string }>(
    `INSERT INTO orders (order_no, user_id, product_id, state, bank_card_id, loan_amount_paise, arrive_amount_paise,
       repayment_amount_paise, service_fee_paise, gst_fee_paise, interest_paise, period_days, annual_rate_bp,
       service_rate_bp, gst_rate_bp, penal_daily_rate_bp, penal_cap_bp, auto_get_money, check_email, auto_money,
       applied_at, created_at, updated_at)
     VALUES ($1 || lpad(nextval('order_no_seq')::text, 6, '0'), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
       $14, $15, $16, $17, $18, $19, $20, $21, $21, $21)
     RETURNING id, order_no`,
    [
      prefix,
      order.userId,
      order.productId,
      S.Auditing,
      order.bankCardId,
      order.loanAmountPaise,
      order.arriveAmountPaise,
      order.repaymentAmountPaise,
      order.serviceFeePaise,
      order.gstFeePaise,
      order.interestPaise,
      order.periodDays,
      order.terms.annualRateBp,
      order.terms.serviceRateBp,
      order.terms.gstRateBp,
      order.terms.penalDailyRateBp,
      order.terms.penalCapBp,
      order.autoGetMoney,
      order.checkEmail,
      order.autoMoney,
      change.now,
    ],
  );
  const created = rows[0] as { id: number; order_no: string };
  await record(tx, created.id, null, S.Auditing, change);
  return { id: created.id, orderNo: created.order_no };
}
