import type { Queryable } from '../../db/db.ts';
import type { Allocation } from '../pricing/payment-allocation.ts';

/** Records a captured repayment once; false when this payment was already recorded. */
export async function recordRepayment(
  tx: Queryable,
  repayment: {
    orderId: number;
    paymentId: number;
    amountPaise: number;
    allocation: Allocation;
    providerRef: string;
  },
  now: Date,
): Promise<boolean> {
  const { applied, excess } = repayment.allocation;
  const { rows } = await tx.query(
    `INSERT INTO order_repayments (order_id, payment_id, amount_paise, to_extension_fee_paise, to_penal_paise,
       to_fees_paise, to_interest_paise, to_principal_paise, excess_paise, provider_ref, paid_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (payment_id) DO NOTHING RETURNING id`,
    [
      repayment.orderId,
      repayment.paymentId,
      repayment.amountPaise,
      applied.extensionFee,
      applied.penal,
      applied.fees,
      applied.interest,
      applied.principal,
      excess,
      repayment.providerRef,
      now,
    ],
  );
  return rows.length > 0;
}

export async function addPaid(tx: Queryable, orderId: number, applied: Allocation['applied'], now: Date) {
  await tx.query(
    `UPDATE orders SET paid_extension_fee_paise = paid_extension_fee_paise + $2, paid_penal_paise = paid_penal_paise + $3,
       paid_fees_paise = paid_fees_paise + $4, paid_interest_paise = paid_interest_paise + $5,
       paid_principal_paise = paid_principal_paise + $6, updated_at = $7
     WHERE id = $1`,
    [orderId, applied.extensionFee, applied.penal, applied.fees, applied.interest, applied.principal, now],
  );
}

/** Everything the borrower has repaid on the order (excess included), in paise. */
export async function repaidTotal(db: Queryable, orderId: number): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    'SELECT COALESCE(sum(amount_paise), 0) AS total FROM order_repayments WHERE order_id = $1',
    [orderId],
  );
  return rows[0]?.total ?? 0;
}
