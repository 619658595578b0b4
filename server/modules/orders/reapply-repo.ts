import type { Queryable } from '../../db/db.ts';

export interface ReapplyRow {
  order_id: number;
  user_id: number;
  bank_card_id: number;
  amount_paise: number;
  performed_at: Date | null;
}

/** Records (or replaces, while not yet performed) the new loan to apply when the order settles. */
export async function reserveReapply(
  tx: Queryable,
  reapply: { orderId: number; userId: number; cardId: number; amountPaise: number },
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO order_reapplies (order_id, user_id, bank_card_id, amount_paise, requested_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (order_id) DO UPDATE SET bank_card_id = EXCLUDED.bank_card_id, amount_paise = EXCLUDED.amount_paise,
       requested_at = EXCLUDED.requested_at
     WHERE order_reapplies.performed_at IS NULL`,
    [reapply.orderId, reapply.userId, reapply.cardId, reapply.amountPaise, now],
  );
}

export async function reapplyOf(db: Queryable, orderId: number): Promise<ReapplyRow | undefined> {
  const { rows } = await db.query<ReapplyRow>(
    'SELECT order_id, user_id, bank_card_id, amount_paise, performed_at FROM order_reapplies WHERE order_id = $1',
    [orderId],
  );
  return rows[0];
}

export async function markReapplyPerformed(
  tx: Queryable,
  orderId: number,
  outcome: { newOrderId: number | null; refusal: string | null },
  now: Date,
): Promise<void> {
  await tx.query(
    'UPDATE order_reapplies SET performed_at = $2, new_order_id = $3, refusal = $4 WHERE order_id = $1',
    [orderId, now, outcome.newOrderId, outcome.refusal],
  );
}
