/**
 * Closing at the gateway a link the app no longer offers (decision 0079): superseded by a link
 * for a new amount, or withdrawn when the borrower gave up what it paid for. Until then it could
 * still be paid (Razorpay keeps a link open until its expire_by), and a borrower who paid both it
 * and its successor paid twice, the second kept as excess on a settled order.
 *
 * Called after the transaction that ended the link has committed: closed inside it, a rollback
 * (the new link not made) would leave our payment pending and offered again, but closed at the
 * gateway. Best effort: a gateway that does not answer leaves the link open until it expires, and
 * a capture on it is still settled (notifications.ts); that is logged for the operator.
 */
import type { AppContext } from '../../app-context.ts';
import { createPaymentProvider } from '../../providers/payment/create-payment-provider.ts';
import type { PaymentProvider } from '../../providers/payment/payment-provider.ts';

export async function closeLinkAtGateway(
  deps: Pick<AppContext, 'db' | 'clock' | 'config' | 'log'>,
  link: { provider: string; providerRef: string | null },
  provider: PaymentProvider = createPaymentProvider(deps.config.payment),
): Promise<void> {
  const { providerRef } = link;
  // A link made by a gateway the server no longer uses is left to expire there.
  if (!providerRef || link.provider !== provider.name) return;
  try {
    await provider.closePayment(deps.db, providerRef, await deps.clock.now());
  } catch (error) {
    deps.log.warn(
      { err: error, provider: provider.name, providerRef },
      'a payment link no longer offered could not be closed at the gateway: it stays payable until it expires',
    );
  }
}
