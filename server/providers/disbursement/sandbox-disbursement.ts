import { createHash } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import type { DisbursementProvider, PayoutOutcome, PayoutRequest } from './disbursement-provider.ts';

interface PayoutRow {
  succeeded: boolean;
  provider_ref: string;
  failure_reason: string | null;
}

/**
 * Test accounts the sandbox bank refuses (like a closed or invalid account at a real bank), so
 * the failure path can be exercised: account numbers starting with "000".
 */
function refusal(request: PayoutRequest): string | undefined {
  if (request.accountNo.startsWith('000')) return 'The beneficiary account is invalid or closed';
  return undefined;
}

function outcomeOf(row: PayoutRow): PayoutOutcome {
  return row.succeeded
    ? { succeeded: true, providerRef: row.provider_ref }
    : { succeeded: false, providerRef: row.provider_ref, reason: row.failure_reason ?? 'refused' };
}

/**
 * Works offline: decides each payout by the account number, keeps its own ledger
 * (sandbox_payouts) keyed by reference, and answers a repeated reference with the first outcome.
 */
export function sandboxDisbursement(db: Db): DisbursementProvider {
  return {
    async payout(request, now) {
      const reason = refusal(request);
      const providerRef = `SBXPAY${createHash('sha256').update(request.reference).digest('hex').slice(0, 16).toUpperCase()}`;
      const { rows } = await db.query<PayoutRow>(
        `INSERT INTO sandbox_payouts (reference, amount_paise, ifsc, account_last4, succeeded, provider_ref,
           failure_reason, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (reference) DO UPDATE SET reference = EXCLUDED.reference
         RETURNING succeeded, provider_ref, failure_reason`,
        [
          request.reference,
          request.amountPaise,
          request.ifsc,
          request.accountNo.slice(-4),
          reason === undefined,
          providerRef,
          reason ?? null,
          now,
        ],
      );
      return outcomeOf(rows[0] as PayoutRow);
    },
  };
}
