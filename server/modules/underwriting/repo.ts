import type { Queryable } from '../../db/db.ts';
import { IN_PROGRESS_STATES, SETTLED_STATES } from '../orders/order-states.ts';

export async function settledLoanCount(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*) AS n FROM orders WHERE user_id = $1 AND state = ANY($2::smallint[])',
    [userId, SETTLED_STATES],
  );
  return rows[0]?.n ?? 0;
}

/** Whether the borrower has an order in progress other than `orderId`. */
export async function hasOtherOrderInProgress(
  db: Queryable,
  userId: number,
  orderId: number,
): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM orders WHERE user_id = $1 AND id <> $2 AND state = ANY($3::smallint[]) LIMIT 1',
    [userId, orderId, IN_PROGRESS_STATES],
  );
  return rows.length > 0;
}
