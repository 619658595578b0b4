import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../../db/db.ts';
import type { DisbursementProvider, PayoutOutcome, PayoutRequest } from './disbursement-provider.ts';
import { queuePayoutNotice } from './sandbox-payout-notices.ts';

interface PayoutRow {
  provider_ref: string;
  failure_reason: string | null;
  /** Null when refused. */
  arrives_at: Date | null;
  /** When the payout comes back from the borrower's bank; null for most accounts. */
  reverses_at: Date | null;
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

/**
 * Test accounts whose bank sends the money back after it was paid (an account closed since the
 * penny-drop): account numbers starting with "222" are paid at once and reversed two minutes later.
 */
const RETURNING_ACCOUNT_PREFIX = '222';
export const SANDBOX_REVERSAL_MS = 2 * 60_000;
const REVERSAL_REASON = 'The beneficiary bank returned the payout: the account is closed';

function arrivalOf(request: PayoutRequest, now: Date): Date {
  const slow = request.accountNo.startsWith(SLOW_ACCOUNT_PREFIX);
  return new Date(now.getTime() + (slow ? SANDBOX_SLOW_PAYOUT_MS : 0));
}

function reversalOf(request: PayoutRequest, arrival: Date): Date | null {
  if (!request.accountNo.startsWith(RETURNING_ACCOUNT_PREFIX)) return null;
  return new Date(arrival.getTime() + SANDBOX_REVERSAL_MS);
}

function outcomeOf(row: PayoutRow, now: Date): PayoutOutcome {
  if (row.arrives_at === null)
    return { status: 'refused', providerRef: row.provider_ref, reason: row.failure_reason ?? 'refused' };
  if (row.reverses_at !== null && now.getTime() >= row.reverses_at.getTime())
    return { status: 'refused', providerRef: row.provider_ref, reason: REVERSAL_REASON };
  return now.getTime() < row.arrives_at.getTime()
    ? { status: 'in-progress', providerRef: row.provider_ref }
    : { status: 'paid', providerRef: row.provider_ref, paidAt: row.arrives_at };
}

/** The notices the bank sends about a payout, each when its moment comes (decision 0068). */
async function queueNotices(db: Queryable, request: PayoutRequest, row: PayoutRow, now: Date): Promise<void> {
  const payout = {
    ref: row.provider_ref,
    reference: request.reference,
    amountPaise: request.amountPaise,
    reason: '',
  };
  if (row.arrives_at === null) {
    const reason = row.failure_reason ?? 'refused';
    await queuePayoutNotice(db, { type: 'payout.failed', payout: { ...payout, reason } }, now, now);
    return;
  }
  const processed = { type: 'payout.processed' as const, payout, at: row.arrives_at.toISOString() };
  await queuePayoutNotice(db, processed, row.arrives_at, now);
  if (row.reverses_at !== null)
    await queuePayoutNotice(
      db,
      { type: 'payout.reversed', payout: { ...payout, reason: REVERSAL_REASON } },
      row.reverses_at,
      now,
    );
}

/**
 * Works offline: decides each payout by the account number, keeps its own ledger
 * (sandbox_payouts) keyed by reference, answers a repeated reference with the first payout, and
 * tells this server of each payout's end as a real bank's webhook does (sandbox-payout-notices.ts).
 */
export function sandboxDisbursement(db: Db): DisbursementProvider {
  return {
    async payout(request, now) {
      const reason = refusal(request);
      const providerRef = `SBXPAY${createHash('sha256').update(request.reference).digest('hex').slice(0, 16).toUpperCase()}`;
      const arrival = reason === undefined ? arrivalOf(request, now) : null;
      // The ledger's row and the notices it calls for, together.
      const row = await db.transaction(async (tx) => {
        const { rows } = await tx.query<PayoutRow>(
          `INSERT INTO sandbox_payouts (reference, amount_paise, ifsc, account_last4, succeeded, provider_ref,
             failure_reason, created_at, arrives_at, reverses_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
           ON CONFLICT (reference) DO UPDATE SET reference = EXCLUDED.reference
           RETURNING provider_ref, failure_reason, arrives_at, reverses_at`,
          [
            request.reference,
            request.amountPaise,
            request.ifsc,
            request.accountNo.slice(-4),
            reason === undefined,
            providerRef,
            reason ?? null,
            now,
            arrival,
            arrival === null ? null : reversalOf(request, arrival),
          ],
        );
        const inserted = rows[0] as PayoutRow;
        await queueNotices(tx, request, inserted, now);
        return inserted;
      });
      return outcomeOf(row, now);
    },
    async payoutStatus(providerRef, now) {
      const { rows } = await db.query<PayoutRow>(
        'SELECT provider_ref, failure_reason, arrives_at, reverses_at FROM sandbox_payouts WHERE provider_ref = $1',
        [providerRef],
      );
      const row = rows[0];
      if (!row) throw new Error(`The sandbox bank has no payout ${providerRef}`);
      return outcomeOf(row, now);
    },
  };
}
