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
  /** When the borrower paid (the gateway's time, which may be before the notice came). */
  paidAt: Date,
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
      paidAt,
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

/**
 * An extension paid (DOMAIN.md "Extension"): its service fee is charged, the repaid money counted
 * towards its fee moves from principal to the fee's parts, and the due date moves (the repayment
 * time with it, so its IST date stays the due date). overdue_days restarts at 0: it is counted
 * from the new due date once that passes, and penal_accrued_through is kept, so the overdue code
 * never charges a day twice nor the days the extension bought.
 */
export async function recordExtension(
  tx: Queryable,
  orderId: number,
  change: {
    serviceFeePaise: number;
    moved: { extensionFee: number; penal: number; interest: number };
    newDueDate: string;
  },
  now: Date,
): Promise<void> {
  const { moved } = change;
  await tx.query(
    `UPDATE orders SET extension_fee_paise = extension_fee_paise + $2,
       paid_principal_paise = paid_principal_paise - ($3::int + $4::int + $5::int),
       paid_extension_fee_paise = paid_extension_fee_paise + $3, paid_penal_paise = paid_penal_paise + $4,
       paid_interest_paise = paid_interest_paise + $5,
       repayment_date = repayment_date + ($6::date - due_date) * interval '1 day',
       due_date = $6::date, overdue_days = 0, updated_at = $7
     WHERE id = $1`,
    [
      orderId,
      change.serviceFeePaise,
      moved.extensionFee,
      moved.penal,
      moved.interest,
      change.newDueDate,
      now,
    ],
  );
}
