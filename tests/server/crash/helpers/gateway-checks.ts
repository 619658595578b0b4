import type { Queryable } from '../../../../server/db/db.ts';

/**
 * Payments the sandbox gateway took (its page was paid) that this server never settled: the
 * borrower paid and the loan does not show it. A real gateway redelivers its notification until
 * it is acknowledged; after a restart none may be left.
 */
export async function orphanedGatewayPayments(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ provider_ref: string; state: string }>(
    `SELECT g.provider_ref, p.state FROM sandbox_gateway_payments g
     JOIN payments p ON p.provider = 'sandbox' AND p.provider_ref = g.provider_ref
     WHERE g.status = 'paid' AND p.state <> 'captured'`,
  );
  return rows.map((row) => `${row.provider_ref} (payment ${row.state})`);
}
