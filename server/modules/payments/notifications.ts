import { AppError } from '../../contract/app-error.ts';
import type { Queryable } from '../../db/db.ts';
import { timeTakenAsSaid } from '../../providers/gateway-time.ts';
import type {
  NotificationHeaders,
  PaymentEvent,
  PaymentProvider,
} from '../../providers/payment/payment-provider.ts';
import type { CapturedPayment } from './purposes.ts';
import * as repo from './repo.ts';
import { staleLinksAfterCapture, withdrawStaleLinks } from './stale-links.ts';
import type { PaymentDeps } from './start-payment.ts';

export type NotificationResult = 'settled' | 'failed' | 'no_change' | 'duplicate' | 'ignored';

type Outcome = { result: NotificationResult; staleLinks?: number[] } | { refuse: AppError };

/**
 * When the borrower paid, for settling as of that moment (decision 0070): the gateway's time of
 * the capture, which a notice held up on the way or redelivered comes long after. Never before the
 * payment was made (what it pays was quoted then) and never after now: the gateway's clock is not
 * ours, and a time it did not give is taken as now, as before.
 */
function paidAtOf(event: PaymentEvent, payment: repo.PaymentRow, now: Date): Date {
  return timeTakenAsSaid(event.paidAt, payment.created_at, now);
}

/**
 * Applies one verified event to its payment, inside the notification's transaction.
 *
 * A capture is settled whatever state the payment is in, expired and superseded included: the
 * money has moved at the gateway, so refusing it would leave the borrower charged with nothing to
 * show for it. The window only decides which link the app offers; gateways also close their links
 * when it ends (Razorpay's expire_by, at least 16 minutes away, so no link is made for a deadline
 * sooner than that: decision 0078; the sandbox page), so a late capture is a race at the edge of
 * the window, and the purpose applies what was actually paid. A failure only ends a payment
 * that is still pending: nothing moves a payment back from captured.
 */
async function applyEvent(
  deps: PaymentDeps,
  tx: Queryable,
  provider: PaymentProvider,
  event: PaymentEvent,
  now: Date,
): Promise<Outcome> {
  const eventRow = await repo.recordEvent(tx, { provider: provider.name, ...event, receivedAt: now });
  if (eventRow === undefined) return { result: 'duplicate' };

  const payment = await repo.findByProviderRef(tx, provider.name, event.providerRef);
  if (!payment) {
    deps.log.warn({ provider: provider.name, event }, 'payment notification for no payment of ours');
    await repo.setEventOutcome(tx, eventRow, 'unknown_payment', null);
    return { refuse: new AppError('PAYMENT_UNKNOWN') };
  }

  if (event.status === 'failed') {
    if (payment.state !== 'pending') {
      await repo.setEventOutcome(tx, eventRow, 'no_change', payment.id);
      return { result: 'no_change' };
    }
    await repo.markFailed(tx, payment.id, now);
    await repo.setEventOutcome(tx, eventRow, 'failed', payment.id);
    return { result: 'failed' };
  }

  if (payment.state === 'captured') {
    await repo.setEventOutcome(tx, eventRow, 'no_change', payment.id);
    return { result: 'no_change' };
  }
  if (event.amountPaise !== payment.amount_paise) {
    deps.log.error(
      { paymentId: payment.id, expected: payment.amount_paise, notified: event.amountPaise, event },
      'payment captured with a different amount: not settled, needs an operator',
    );
    await repo.setEventOutcome(tx, eventRow, 'amount_mismatch', payment.id);
    return { refuse: new AppError('PAYMENT_AMOUNT_MISMATCH') };
  }
  const purpose = deps.paymentPurposes.get(payment.purpose);
  // Thrown, not answered: the transaction rolls back and the gateway redelivers once it is fixed.
  if (!purpose) throw new Error(`No module settles "${payment.purpose}" payments (payment ${payment.id})`);

  await repo.markCaptured(tx, payment.id, now);
  const paidAt = paidAtOf(event, payment, now);
  const captured: CapturedPayment = {
    paymentId: payment.id,
    userId: payment.user_id,
    orderId: payment.order_id,
    amountPaise: payment.amount_paise,
    refs: payment.refs,
    providerRef: event.providerRef,
    paidAt,
    owedAsOf: paidAt.getTime() <= payment.expires_at.getTime() ? payment.created_at : paidAt,
  };
  await purpose.settle(tx, captured, now);
  await repo.setEventOutcome(tx, eventRow, 'settled', payment.id);
  // The order's other open links were quoted on what it owed before this payment (decision 0102).
  return { result: 'settled', staleLinks: await staleLinksAfterCapture(tx, captured, now) };
}

/**
 * A gateway's server-to-server notification, the only thing that settles a payment (never the
 * browser's return). Verified over the raw bytes, then in one transaction: recorded once per
 * gateway event id, the payment locked, ended once. Refusals after verification (unknown payment,
 * amount mismatch) are committed with their record before they are answered.
 */
export async function receiveNotification(
  deps: PaymentDeps,
  provider: PaymentProvider,
  providerName: string,
  rawBody: Buffer,
  headers: NotificationHeaders,
): Promise<{ result: NotificationResult }> {
  // Only the configured gateway: with Razorpay live, a sandbox-shaped notification is refused.
  if (providerName !== provider.name) throw new AppError('NOT_FOUND');
  const parsed = provider.parseNotification(rawBody, headers);
  if (parsed.kind === 'rejected') {
    deps.log.warn({ provider: providerName, reason: parsed.reason }, 'payment notification refused');
    throw new AppError('PAYMENT_SIGNATURE_INVALID');
  }
  if (parsed.kind === 'ignored') return { result: 'ignored' };
  const now = await deps.clock.now();
  const outcome = await deps.db.transaction((tx) => applyEvent(deps, tx, provider, parsed.event, now));
  if ('refuse' in outcome) throw outcome.refuse;
  // At once, not only when the job comes round: the borrower's other phone may be on that page now.
  if (outcome.staleLinks?.length)
    await withdrawStaleLinks(deps, outcome.staleLinks).catch((error: unknown) =>
      // The capture is kept: the job enqueued with it takes them out of offer.
      deps.log.warn({ err: error, paymentIds: outcome.staleLinks }, 'stale payment links left to their job'),
    );
  return { result: outcome.result };
}
