import type { Queryable } from '../../db/db.ts';

export interface DisbursementRow {
  id: number;
  reference: string;
  amount_paise: number;
  bank_card_id: number;
  state: 'pending' | 'succeeded' | 'failed';
}

/** The order's one disbursement, created on first use (the reference never changes). */
export async function disbursementFor(
  tx: Queryable,
  order: { id: number; reference: string; amountPaise: number; bankCardId: number },
  now: Date,
): Promise<DisbursementRow> {
  await tx.query(
    `INSERT INTO disbursements (order_id, reference, amount_paise, bank_card_id, state, created_at)
     VALUES ($1, $2, $3, $4, 'pending', $5) ON CONFLICT (order_id) DO NOTHING`,
    [order.id, order.reference, order.amountPaise, order.bankCardId, now],
  );
  const { rows } = await tx.query<DisbursementRow>(
    'SELECT id, reference, amount_paise, bank_card_id, state FROM disbursements WHERE order_id = $1',
    [order.id],
  );
  return rows[0] as DisbursementRow;
}

export async function finishDisbursement(
  tx: Queryable,
  id: number,
  result: { succeeded: boolean; providerRef: string; reason: string | null },
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE disbursements SET state = $2, provider_ref = $3, failure_reason = $4, finished_at = $5 WHERE id = $1`,
    [id, result.succeeded ? 'succeeded' : 'failed', result.providerRef, result.reason, now],
  );
}
