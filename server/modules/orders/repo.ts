import type { Queryable } from '../../db/db.ts';
import { IN_PROGRESS_STATES, OrderState, REPAYING_STATES } from './order-states.ts';

export interface OrderListRow {
  id: number;
  order_no: string;
  product_id: number;
  product_name: string;
  state: number;
  loan_amount_paise: number;
  arrive_amount_paise: number;
  repayment_amount_paise: number;
  applied_at: Date;
}

/** The borrower's own orders only, newest first. */
export async function ordersOfUser(db: Queryable, userId: number): Promise<OrderListRow[]> {
  const { rows } = await db.query<OrderListRow>(
    `SELECT o.id, o.order_no, o.product_id, p.name AS product_name, o.state, o.loan_amount_paise,
            o.arrive_amount_paise, o.repayment_amount_paise, o.applied_at
     FROM orders o JOIN products p ON p.id = o.product_id
     WHERE o.user_id = $1
     ORDER BY o.applied_at DESC, o.id DESC`,
    [userId],
  );
  return rows;
}

/** An order with its frozen terms and money ledger (paise, basis points, IST dates as strings). */
export interface OrderRow {
  id: number;
  order_no: string;
  user_id: number;
  product_id: number;
  product_name: string;
  state: number;
  loan_amount_paise: number;
  arrive_amount_paise: number;
  repayment_amount_paise: number;
  service_fee_paise: number;
  gst_fee_paise: number;
  interest_paise: number;
  period_days: number;
  applied_at: Date;
  loan_date: Date | null;
  repayment_date: Date | null;
  due_date: string | null;
  bank_card_id: number | null;
  auto_get_money: boolean;
  annual_rate_bp: number;
  service_rate_bp: number;
  gst_rate_bp: number;
  penal_daily_rate_bp: number;
  penal_cap_bp: number;
  overdue_days: number;
  penal_basis: number;
  penal_charge_paise: number;
  penal_accrued_through: string | null;
  extension_fee_paise: number;
  paid_extension_fee_paise: number;
  paid_penal_paise: number;
  paid_fees_paise: number;
  paid_interest_paise: number;
  paid_principal_paise: number;
}

// Orders placed before the engine froze terms on them read the product's current terms.
const ORDER_COLUMNS = `
  o.id, o.order_no, o.user_id, o.product_id, p.name AS product_name, o.state, o.loan_amount_paise,
  o.arrive_amount_paise, o.repayment_amount_paise, o.service_fee_paise, o.gst_fee_paise, o.interest_paise,
  o.period_days, o.applied_at, o.loan_date, o.repayment_date, to_char(o.due_date, 'YYYY-MM-DD') AS due_date,
  o.bank_card_id, o.auto_get_money,
  COALESCE(o.annual_rate_bp, p.annual_rate_bp) AS annual_rate_bp,
  COALESCE(o.service_rate_bp, p.service_rate_bp) AS service_rate_bp,
  COALESCE(o.gst_rate_bp, p.gst_rate_bp) AS gst_rate_bp,
  COALESCE(o.penal_daily_rate_bp, p.penal_daily_rate_bp) AS penal_daily_rate_bp,
  COALESCE(o.penal_cap_bp, p.penal_cap_bp) AS penal_cap_bp,
  o.overdue_days, o.penal_basis, o.penal_charge_paise,
  to_char(o.penal_accrued_through, 'YYYY-MM-DD') AS penal_accrued_through,
  o.extension_fee_paise, o.paid_extension_fee_paise, o.paid_penal_paise, o.paid_fees_paise,
  o.paid_interest_paise, o.paid_principal_paise`;

const ORDER_BY_ID = `SELECT ${ORDER_COLUMNS} FROM orders o JOIN products p ON p.id = o.product_id WHERE o.id = $1`;

/** The order, locked until the transaction ends (every change to an order starts here). */
export async function orderForUpdate(tx: Queryable, orderId: number): Promise<OrderRow | undefined> {
  const { rows } = await tx.query<OrderRow>(`${ORDER_BY_ID} FOR UPDATE OF o`, [orderId]);
  return rows[0];
}

/** The order as it is now, unlocked: for reading only (a change starts from `orderForUpdate`). */
export async function orderById(db: Queryable, orderId: number): Promise<OrderRow | undefined> {
  const { rows } = await db.query<OrderRow>(ORDER_BY_ID, [orderId]);
  return rows[0];
}

export async function orderIdByNo(db: Queryable, orderNo: string): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM orders WHERE order_no = $1', [orderNo]);
  return rows[0]?.id;
}

export interface InProgressRow {
  id: number;
  order_no: string;
  product_id: number;
  loan_amount_paise: number;
  bank_card_id: number | null;
  applied_at: Date;
}

export async function orderInProgress(db: Queryable, userId: number): Promise<InProgressRow | undefined> {
  const { rows } = await db.query<InProgressRow>(
    `SELECT id, order_no, product_id, loan_amount_paise, bank_card_id, applied_at FROM orders
     WHERE user_id = $1 AND state = ANY($2::smallint[]) ORDER BY id DESC LIMIT 1`,
    [userId, IN_PROGRESS_STATES],
  );
  return rows[0];
}

/** When the borrower's latest denial happened, if ever. */
export async function latestDenialAt(db: Queryable, userId: number): Promise<Date | undefined> {
  const { rows } = await db.query<{ at: Date | null }>(
    `SELECT max(t.at) AS at FROM order_transitions t JOIN orders o ON o.id = t.order_id
     WHERE o.user_id = $1 AND t.to_state = 3`,
    [userId],
  );
  return rows[0]?.at ?? undefined;
}

/**
 * Serialises everything that creates an order for one borrower (double taps, retries, a reapply
 * at settlement). NO KEY UPDATE leaves foreign-key checks on the user row free.
 */
export async function lockBorrower(tx: Queryable, userId: number): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
}

export interface CardRow {
  id: number;
  ifsc: string;
  account_no: string;
}

/** The borrower's own bank card, or undefined for an unknown card or someone else's. */
export async function cardOfUser(
  db: Queryable,
  userId: number,
  cardId: number,
): Promise<CardRow | undefined> {
  const { rows } = await db.query<CardRow>(
    'SELECT id, ifsc, account_no FROM bank_cards WHERE id = $1 AND user_id = $2',
    [cardId, userId],
  );
  return rows[0];
}

export async function cardById(db: Queryable, cardId: number): Promise<CardRow | undefined> {
  const { rows } = await db.query<CardRow>('SELECT id, ifsc, account_no FROM bank_cards WHERE id = $1', [
    cardId,
  ]);
  return rows[0];
}

/** Loan date, due date and the fees taken from the amount sent, at disbursement. */
export async function recordLoanDates(
  tx: Queryable,
  orderId: number,
  dates: { loanDate: Date; dueDate: string; repaymentDate: Date; feesPaidPaise: number },
): Promise<void> {
  await tx.query(
    'UPDATE orders SET loan_date = $2, due_date = $3::date, repayment_date = $4, paid_fees_paise = $5 WHERE id = $1',
    [orderId, dates.loanDate, dates.dueDate, dates.repaymentDate, dates.feesPaidPaise],
  );
}

/** A loan taken back before it was repaid (its payout reversed): no loan date, nothing kept. */
export async function clearLoanDates(tx: Queryable, orderId: number): Promise<void> {
  await tx.query(
    'UPDATE orders SET loan_date = NULL, due_date = NULL, repayment_date = NULL, paid_fees_paise = 0 WHERE id = $1',
    [orderId],
  );
}

export async function recordPenal(
  tx: Queryable,
  orderId: number,
  penal: { overdueDays: number; basis: number; chargePaise: number; accruedThrough: string },
): Promise<void> {
  await tx.query(
    `UPDATE orders SET overdue_days = $2, penal_basis = $3, penal_charge_paise = $4, penal_accrued_through = $5::date
     WHERE id = $1`,
    [orderId, penal.overdueDays, penal.basis, penal.chargePaise, penal.accruedThrough],
  );
}

/**
 * Orders past their due date that still owe money and are not yet charged through `today`: the
 * daily overdue sweep visits these. An 8 Overdued order charged through today is left out (it is
 * what `isCaughtUp` says of it), so a sweep run again the same day, by a retry or by another
 * process, reads the orders left to do instead of locking every one again.
 */
export async function ordersPastDue(db: Queryable, today: string): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM orders
     WHERE state = ANY($2::smallint[]) AND due_date < $1::date
       AND (state <> $3 OR penal_accrued_through IS NULL OR penal_accrued_through < $1::date)
     ORDER BY id`,
    [today, REPAYING_STATES, OrderState.Overdued],
  );
  return rows.map((row) => row.id);
}
