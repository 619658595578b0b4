/**
 * The bank's notification of where a payout stands (decision 0068). It ends a Lending order's
 * payout at once rather than at the job's next look (the same settlement either way, and whichever
 * comes second changes nothing), and it is the only way to learn that a payout already processed
 * came back: the job stops looking once the bank says processed.
 */
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../contract/app-error.ts';
import type { Queryable } from '../../db/db.ts';
import type { PayoutNotificationReader } from '../../providers/disbursement/create-disbursement-provider.ts';
import type { PayoutEvent } from '../../providers/disbursement/disbursement-provider.ts';
import type { NotificationHeaders } from '../../providers/payment/payment-provider.ts';
import { disbursementByReference } from './disbursement-repo.ts';
import { settlePayout } from './payout-settlement.ts';
import { takeBackReversedLoan } from './payout-reversal.ts';
import { orderForUpdate } from './repo.ts';

export type PayoutNotificationResult = 'paid' | 'failed' | 'reversed' | 'no_change' | 'ignored';

type Deps = Pick<AppContext, 'db' | 'clock' | 'log'>;

function ignore(deps: Deps, event: PayoutEvent, why: string): PayoutNotificationResult {
  deps.log.warn({ event, why }, 'payout notification ignored');
  return 'ignored';
}

async function applyPayoutEvent(
  deps: Deps,
  tx: Queryable,
  event: PayoutEvent,
  now: Date,
): Promise<PayoutNotificationResult> {
  const named = await disbursementByReference(tx, event.reference);
  if (!named) return ignore(deps, event, 'no payout of ours has its reference');
  // Every change of an order's payout holds the order's lock first (the job's too): no deadlock.
  await orderForUpdate(tx, named.order_id);
  const payout = (await disbursementByReference(tx, event.reference)) ?? named;
  // Our reference on another payout, or another amount, is not our disbursement's news.
  if (payout.provider_ref !== null && payout.provider_ref !== event.providerRef)
    return ignore(deps, event, `our payout is ${payout.provider_ref}`);
  if (payout.amount_paise !== event.amountPaise)
    return ignore(deps, event, `our payout is of ${payout.amount_paise} paise`);
  if (payout.state === 'pending') {
    const outcome =
      event.status === 'paid'
        ? { status: 'paid' as const, providerRef: event.providerRef, paidAt: event.paidAt }
        : { status: 'refused' as const, providerRef: event.providerRef, reason: event.reason };
    const settled = await settlePayout(tx, payout.order_id, payout, outcome, now);
    if (!settled) return 'no_change';
    return outcome.status === 'paid' ? 'paid' : 'failed';
  }
  if (payout.state === 'succeeded' && event.status === 'reversed') {
    await takeBackReversedLoan(deps.log, tx, payout, event, now);
    return 'reversed';
  }
  const contradicts = payout.state === 'failed' && event.status === 'paid';
  if (contradicts)
    deps.log.error(
      { event, disbursement: payout },
      'the bank says paid a payout it had refused: the borrower has money the order does not show; needs an operator',
    );
  return 'no_change';
}

/**
 * Verified over the raw bytes, then applied in one transaction holding the order's lock. A payout that is not ours is answered `ignored`, not refused: the business account pays
 * others too, and a bank whose notifications keep failing stops sending them.
 */
export async function receivePayoutNotification(
  deps: Deps,
  reader: PayoutNotificationReader,
  providerName: string,
  rawBody: Buffer,
  headers: NotificationHeaders,
): Promise<{ result: PayoutNotificationResult }> {
  if (providerName !== reader.name) throw new AppError('NOT_FOUND');
  const parsed = reader.read(rawBody, headers);
  if (parsed.kind === 'rejected') {
    deps.log.warn({ provider: providerName, reason: parsed.reason }, 'payout notification refused');
    throw new AppError('PAYMENT_SIGNATURE_INVALID');
  }
  if (parsed.kind === 'ignored') return { result: 'ignored' };
  const now = await deps.clock.now();
  const { event } = parsed;
  return { result: await deps.db.transaction((tx) => applyPayoutEvent(deps, tx, event, now)) };
}
