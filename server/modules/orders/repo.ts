import type { Queryable } from '../../db/db.ts';

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
