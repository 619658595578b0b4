import { createHash } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import type { DisbursementProvider, PayoutOutcome, PayoutRequest } from './disbursement-provider.ts';

interface PayoutRow {
  provider_ref: string;
  failure_reason: string | null;
  /** Null when refused. */
  arrives_at: Date | null;
}

/**
 * Test accounts the sandbox bank refuses (like a closed or invalid account at a real bank), so
 * the failure path can be exercised: account numbers starting with "000".
 */
function refusal(request: PayoutRequest): string | undefined {
  if (request.accountNo.startsWith('000')) return 'The beneficiary account is invalid or closed';
  return undefined;
}

/**
 * Test accounts whose transfer takes a while (like a payout queued at a real bank): account
 * numbers starting with "111" are paid a minute after the payout was asked for.
 */
const SLOW_ACCOUNT_PREFIX = '111';
export const SANDBOX_SLOW_PAYOUT_MS = 60_000;

function arrivalOf(request: PayoutRequest, now: Date): Date {
  const slow = request.accountNo.startsWith(SLOW_ACCOUNT_PREFIX);
  return new Date(now.getTime() + (slow ? SANDBOX_SLOW_PAYOUT_MS : 0));
}

function outcomeOf(row: PayoutRow, now: Date): PayoutOutcome {
  if (row.arrives_at === null)
    return { status: 'refused', providerRef: row.provider_ref, reason: row.failure_reason ?? 'refused' };
  return now.getTime() < row.arrives_at.getTime()
    ? { status: 'in-progress', providerRef: row.provider_ref }
    : { status: 'paid', providerRef: row.provider_ref };
}

/**
 * Works offline: decides each payout by the account number, keeps its own ledger
 * (sandbox_payouts) keyed by reference, and answers a repeated reference with the first payout.
 */
export function sandboxDisbursement(db: Db): DisbursementProvider {
  return {
    async payout(request, now) {
      const reason = refusal(request);
      const providerRef = `SBXPAY${createHash('sha256').update(request.reference).digest('hex').slice(0, 16).toUpperCase()}`;
      const { rows } = await db.query<PayoutRow>(
        `INSERT INTO sandbox_payouts (reference, amount_paise, ifsc, account_last4, succeeded, provider_ref,
           failure_reason, created_at, arrives_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (reference) DO UPDATE SET reference = EXCLUDED.reference
         RETURNING provider_ref, failure_reason, arrives_at`,
        [
          request.reference,
          request.amountPaise,
          request.ifsc,
          request.accountNo.slice(-4),
          reason === undefined,
          providerRef,
          reason ?? null,
          now,
          reason === undefined ? arrivalOf(request, now) : null,
        ],
      );
      return outcomeOf(rows[0] as PayoutRow, now);
    },
    async payoutStatus(providerRef, now) {
      const { rows } = await db.query<PayoutRow>(
        'SELECT provider_ref, failure_reason, arrives_at FROM sandbox_payouts WHERE provider_ref = $1',
        [providerRef],
      );
      const row = rows[0];
      if (!row) throw new Error(`The sandbox bank has no payout ${providerRef}`);
      return outcomeOf(row, now);
    },
  };
}
