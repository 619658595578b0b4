/**
 * The writes a server acknowledged (answered with code 0, or the payment page's redirect) during
 * a burst, and the proof each left in the database. After a crash every one of them must still
 * be there: an acknowledged write that vanished is money or a loan the borrower was told about
 * and the lender no longer knows.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../../../../server/db/db.ts';

export type AckedWrite =
  | { kind: 'code-sent'; phone: string }
  | { kind: 'login'; phone: string; token: string }
  | { kind: 'telemetry'; phone: string; pageName: string }
  | { kind: 'apply'; phone: string; orderId: number; orderNo: string }
  | { kind: 'audit'; orderId: number }
  | { kind: 'get-money'; orderId: number }
  | { kind: 'repay'; orderId: number; paymentUrl: string }
  | { kind: 'paid-on-page'; orderId: number; providerRef: string }
  | { kind: 'notified'; orderId: number; providerRef: string; eventId: string };

async function exists(db: Queryable, sql: string, params: unknown[]): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*) AS n FROM (${sql}) AS found`, params);
  return Number(rows[0]?.n ?? 0) > 0;
}

/** A repayment link captured and settled: the payment, its repayment, the order settled. */
const SETTLED_BY_REF = `SELECT 1 FROM payments p JOIN order_repayments r ON r.payment_id = p.id
  JOIN orders o ON o.id = p.order_id
  WHERE p.provider = 'sandbox' AND p.provider_ref = $1 AND p.state = 'captured' AND o.id = $2 AND o.state = 7`;

function proofOf(write: AckedWrite): { sql: string; params: unknown[] } {
  switch (write.kind) {
    case 'code-sent':
      return { sql: 'SELECT 1 FROM login_codes WHERE phone = $1', params: [write.phone] };
    case 'login':
      return {
        sql: `SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1 AND u.phone = $2`,
        params: [createHash('sha256').update(write.token).digest('hex'), write.phone],
      };
    case 'telemetry':
      return {
        sql: `SELECT 1 FROM telemetry_events e JOIN users u ON u.id = e.user_id WHERE e.page_name = $1 AND u.phone = $2`,
        params: [write.pageName, write.phone],
      };
    case 'apply':
      return {
        sql: `SELECT 1 FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = $1 AND o.order_no = $2 AND u.phone = $3`,
        params: [write.orderId, write.orderNo, write.phone],
      };
    case 'audit':
      return {
        sql: `SELECT 1 FROM order_audits a JOIN orders o ON o.id = a.order_id
              WHERE a.order_id = $1 AND a.decision = 'pass' AND o.state <> 1`,
        params: [write.orderId],
      };
    case 'get-money':
      return {
        sql: 'SELECT 1 FROM orders WHERE id = $1 AND state IN (4, 5, 6, 7, 8, 11)',
        params: [write.orderId],
      };
    case 'repay':
      return {
        sql: 'SELECT 1 FROM payments WHERE order_id = $1 AND payment_url = $2',
        params: [write.orderId, write.paymentUrl],
      };
    case 'paid-on-page':
      return {
        sql: `${SETTLED_BY_REF} AND EXISTS (SELECT 1 FROM sandbox_gateway_payments g
                WHERE g.provider_ref = p.provider_ref AND g.status = 'paid')`,
        params: [write.providerRef, write.orderId],
      };
    case 'notified':
      return {
        sql: `${SETTLED_BY_REF} AND EXISTS (SELECT 1 FROM payment_events e
                WHERE e.event_id = $3 AND e.payment_id = p.id AND e.outcome = 'settled')`,
        params: [write.providerRef, write.orderId, write.eventId],
      };
  }
}

/** The acknowledged writes with no trace in the database, described; [] when all survived. */
export async function missingWrites(db: Queryable, writes: readonly AckedWrite[]): Promise<string[]> {
  const missing: string[] = [];
  for (const write of writes) {
    const proof = proofOf(write);
    if (!(await exists(db, proof.sql, proof.params))) missing.push(JSON.stringify(write));
  }
  return missing;
}

/** How many acknowledged writes of each kind, for the run's figures. */
export function countByKind(writes: readonly AckedWrite[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const write of writes) counts[write.kind] = (counts[write.kind] ?? 0) + 1;
  return counts;
}
