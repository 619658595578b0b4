import type { Queryable } from '../../db/db.ts';
import type { RuleOutcome } from '../underwriting/rules.ts';

export async function recordAudit(
  tx: Queryable,
  audit: {
    orderId: number;
    decision: 'pass' | 'deny';
    decidedBy: 'system' | 'dev';
    reason: string;
    rules: RuleOutcome[];
    at: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO order_audits (order_id, decision, decided_by, reason, rules, decided_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [audit.orderId, audit.decision, audit.decidedBy, audit.reason, JSON.stringify(audit.rules), audit.at],
  );
}
