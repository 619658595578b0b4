import type { Queryable } from '../../db/db.ts';
import { IN_PROGRESS_STATES } from '../orders/order-states.ts';

export interface ProductSummaryRow {
  id: number;
  name: string;
  logo: string;
  min_amount_paise: number;
  max_amount_paise: number;
  annual_rate_bp: number;
  is_full: boolean;
  product_type: number;
  h5_href: string | null;
  period_days: number;
  loan_processing_time: string;
  loan_processing_time_hi: string | null;
  score: number;
}

export interface OrderInProgressRow {
  id: number;
  state: number;
  product_id: number;
  name: string;
  logo: string;
  loan_amount_paise: number;
}

export async function activeProducts(db: Queryable): Promise<ProductSummaryRow[]> {
  const { rows } = await db.query<ProductSummaryRow>(
    `SELECT id, name, logo, min_amount_paise, max_amount_paise, annual_rate_bp, is_full, product_type, h5_href,
            period_days, loan_processing_time, loan_processing_time_hi, score
     FROM products WHERE active ORDER BY sort_order, id`,
  );
  return rows;
}

export async function ordersInProgress(db: Queryable, userId: number): Promise<OrderInProgressRow[]> {
  const { rows } = await db.query<OrderInProgressRow>(
    `SELECT o.id, o.state, o.product_id, p.name, p.logo, o.loan_amount_paise
     FROM orders o JOIN products p ON p.id = o.product_id
     WHERE o.user_id = $1 AND o.state = ANY($2::smallint[])
     ORDER BY o.applied_at DESC, o.id DESC`,
    [userId, IN_PROGRESS_STATES],
  );
  return rows;
}

export async function hasAnyOrder(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM orders WHERE user_id = $1 LIMIT 1', [userId]);
  return rows.length > 0;
}
