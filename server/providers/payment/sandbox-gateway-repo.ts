import type { Queryable } from '../../db/db.ts';

/** The sandbox gateway's own record of a payment link (what a real gateway keeps on its side). */
export interface SandboxPaymentRow {
  provider_ref: string;
  merchant_payment_id: number;
  amount_paise: number;
  description: string;
  callback_url: string;
  status: 'created' | 'paid' | 'failed' | 'cancelled';
  expires_at: Date;
  event_id: string | null;
}

export async function insertSandboxPayment(
  tx: Queryable,
  row: {
    providerRef: string;
    paymentId: number;
    amountPaise: number;
    description: string;
    callbackUrl: string;
    expiresAt: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO sandbox_gateway_payments
       (provider_ref, merchant_payment_id, amount_paise, description, callback_url, status, expires_at)
     VALUES ($1, $2, $3, $4, $5, 'created', $6)`,
    [row.providerRef, row.paymentId, row.amountPaise, row.description, row.callbackUrl, row.expiresAt],
  );
}

export async function findSandboxPayment(
  db: Queryable,
  providerRef: string,
  forUpdate = false,
): Promise<SandboxPaymentRow | undefined> {
  const { rows } = await db.query<SandboxPaymentRow>(
    `SELECT provider_ref, merchant_payment_id, amount_paise, description, callback_url, status, expires_at, event_id
     FROM sandbox_gateway_payments WHERE provider_ref = $1 ${forUpdate ? 'FOR UPDATE' : ''}`,
    [providerRef],
  );
  return rows[0];
}

/** Records the payer's choice once; false when the link was no longer open. */
export async function finishSandboxPayment(
  tx: Queryable,
  providerRef: string,
  status: 'paid' | 'failed',
  eventId: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE sandbox_gateway_payments SET status = $2, event_id = $3, finished_at = $4
     WHERE provider_ref = $1 AND status = 'created' RETURNING provider_ref`,
    [providerRef, status, eventId, now],
  );
  return rows.length === 1;
}

/** Closes a link still open (the app no longer offers it); false when it had already ended. */
export async function cancelSandboxPayment(db: Queryable, providerRef: string, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE sandbox_gateway_payments SET status = 'cancelled', finished_at = $2
     WHERE provider_ref = $1 AND status = 'created' RETURNING provider_ref`,
    [providerRef, now],
  );
  return rows.length === 1;
}
