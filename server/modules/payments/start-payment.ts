import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../contract/app-error.ts';
import type { Queryable } from '../../db/db.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { createPaymentProvider } from '../../providers/payment/create-payment-provider.ts';
import type { PaymentProvider } from '../../providers/payment/payment-provider.ts';
import { closeLinkAtGateway } from './close-link.ts';
import { EXPIRE_PAYMENT_JOB } from './expiry-job.ts';
import type { PaymentPurpose, PaymentPurposeName, PaymentQuote } from './purposes.ts';
import * as repo from './repo.ts';

/** Where the gateway sends the browser when the client gave no callback: Loan History (spec §2). */
export const DEFAULT_RETURN_PATH = '/orders';

/**
 * Added to the page a gateway sends the borrower back to, as the app's own callbacks add it: the
 * page then reads its order again for a while, as the gateway's notice may come after the borrower
 * (decision 0072).
 */
const BACK_FROM_PAYMENT = 'from=payment';

export type PaymentDeps = Pick<AppContext, 'db' | 'clock' | 'config' | 'paymentPurposes' | 'log'>;

export interface StartPaymentRequest {
  userId: number;
  orderId: number;
  /** Extra ids the purpose needs (e.g. { extensionId }): part of what makes one attempt. */
  refs?: Record<string, number>;
}

/** One attempt = purpose + order + refs; a double tap or a retry of it is the same attempt. */
export function attemptKey(
  purpose: PaymentPurposeName,
  orderId: number,
  refs: Record<string, number>,
): string {
  const parts = Object.keys(refs)
    .sort()
    .map((key) => `${key}=${refs[key]}`);
  return [purpose, String(orderId), ...parts].join(':');
}

function checkQuote(purpose: PaymentPurposeName, quote: PaymentQuote): void {
  if (!Number.isSafeInteger(quote.amountPaise) || quote.amountPaise <= 0)
    throw new Error(
      `The ${purpose} purpose quoted ${quote.amountPaise} paise; a payment needs whole paise above 0`,
    );
}

function purposeOf(deps: PaymentDeps, name: PaymentPurposeName): PaymentPurpose {
  const purpose = deps.paymentPurposes.get(name);
  if (!purpose) {
    deps.log.error(`No module has registered the "${name}" payment purpose`);
    throw new AppError('PAYMENT_UNAVAILABLE');
  }
  return purpose;
}

async function createAtGateway(
  tx: Queryable,
  provider: PaymentProvider,
  payment: Parameters<PaymentProvider['createPayment']>[1],
) {
  try {
    return await provider.createPayment(tx, payment);
  } catch (error) {
    throw Object.assign(new AppError('PAYMENT_PROVIDER_FAILED'), { cause: error });
  }
}

/**
 * Turns "this borrower owes X for order Y" into a payment link, for any purpose (repayment now,
 * the extension fee later): asks the purpose what is owed inside a transaction, then answers the
 * attempt's pending payment when it is still payable for that amount, or creates one row and one
 * gateway payment. Idempotent per attempt: concurrent calls queue on the attempt's lock and the
 * unique index allows one pending payment per attempt, so a double tap never makes two.
 *
 * The gateway is called inside the transaction on purpose: the attempt's lock is then held until
 * the link exists, so the second tap answers the same link instead of racing for a second one.
 * It holds only that attempt (one borrower's order) while the gateway answers (15 s at most).
 */
export async function startPayment(
  deps: PaymentDeps,
  purposeName: PaymentPurposeName,
  request: StartPaymentRequest,
  provider: PaymentProvider = createPaymentProvider(deps.config.payment),
): Promise<{ paymentUrl: string }> {
  const purpose = purposeOf(deps, purposeName);
  const refs = request.refs ?? {};
  const key = attemptKey(purposeName, request.orderId, refs);
  const { windowMinutes, publicBaseUrl } = deps.config.payment;
  const now = await deps.clock.now();
  // A link still open at the gateway that this call takes out of offer, closed once that is kept.
  let superseded: repo.PaymentRow | undefined;
  const started = await deps.db.transaction(async (tx) => {
    await repo.lockAttempt(tx, key);
    // Locked before the purpose reads the order, in the order a notification takes them
    // (payment, then what settle changes), so the two never deadlock.
    const pending = await repo.findPendingAttempt(tx, key);
    const quote = await purpose.quote(tx, {
      userId: request.userId,
      orderId: request.orderId,
      refs,
      now,
    });
    checkQuote(purposeName, quote);

    if (pending) {
      const payable = pending.expires_at.getTime() > now.getTime();
      if (payable && pending.amount_paise === quote.amountPaise && pending.payment_url)
        return { paymentUrl: pending.payment_url };
      // What is owed changed (a new day's charge) or the window passed: that link is not offered
      // again. A capture on it later is still honoured (notifications.ts).
      await repo.endPending(tx, pending.id, payable ? 'superseded' : 'expired', now);
      if (payable) superseded = pending;
    }

    // A link the gateway cannot close by the deadline could be paid after it (decision 0078).
    if (quote.payBy && quote.payBy.getTime() < now.getTime() + provider.shortestLinkMs)
      throw new AppError('PAYMENT_DEADLINE_TOO_CLOSE');
    const windowEnd = now.getTime() + windowMinutes * 60_000;
    const expiresAt = new Date(Math.min(windowEnd, quote.payBy?.getTime() ?? windowEnd));
    const paymentId = await repo.insertPayment(tx, {
      purpose: purposeName,
      userId: request.userId,
      orderId: request.orderId,
      refs,
      attemptKey: key,
      amountPaise: quote.amountPaise,
      description: quote.description,
      provider: provider.name,
      now,
      expiresAt,
    });
    const created = await createAtGateway(tx, provider, {
      paymentId,
      amountPaise: quote.amountPaise,
      description: quote.description,
      // A gateway that takes no callback from the app's URL (Razorpay's links) gets the page this
      // one would have given.
      callbackUrl: `${publicBaseUrl}${quote.returnPath ?? DEFAULT_RETURN_PATH}?${BACK_FROM_PAYMENT}`,
      expiresAt,
    });
    await repo.setProviderPayment(tx, paymentId, created.providerRef, created.url);
    await enqueueJob(
      tx,
      {
        kind: EXPIRE_PAYMENT_JOB,
        payload: { paymentId },
        runAt: expiresAt,
        dedupeKey: `${EXPIRE_PAYMENT_JOB}:${paymentId}`,
      },
      now,
    );
    return { paymentUrl: created.url };
  });
  if (superseded)
    await closeLinkAtGateway(
      deps,
      { provider: superseded.provider, providerRef: superseded.provider_ref },
      provider,
    );
  return started;
}
