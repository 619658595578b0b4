/**
 * POST apply-extension: the payment page for a request's fee, through the same gateway and
 * signed-notification path as a repayment (startPayment with the 'extension' purpose). A double
 * tap answers the same page (startPayment is idempotent per attempt).
 */
import { AppError } from '../../contract/app-error.ts';
import { DEFAULT_RETURN_PATH, startPayment, type PaymentDeps } from '../payments/start-payment.ts';
import { completeExtension } from './complete.ts';
import { expireIfDue } from './repo.ts';
import { assertPayable, lockExtensionRequest, type ExtensionRequestIds } from './request-lock.ts';

type Next = 'pay' | 'completed' | 'expired';

export async function applyExtension(
  deps: PaymentDeps,
  ids: Required<ExtensionRequestIds>,
): Promise<{ paymentUrl: string }> {
  const now = await deps.clock.now();
  const options = { auditDelaySeconds: deps.config.auditDelaySeconds, log: deps.log };
  const next = await deps.db.transaction(async (tx): Promise<Next> => {
    const { order, row } = await lockExtensionRequest(tx, ids, now);
    // Its window passed before the expiry job ran: it ends now (committed), then is refused.
    if (await expireIfDue(tx, row.id, now)) return 'expired';
    // Completed at once with no payment (below): a second tap answers the same as the first.
    if (row.state === 'paid' && row.payment_id === null) return 'completed';
    assertPayable(order, row, now);
    // A fee of 0 (money already repaid covers all of it) cannot be a payment at a gateway: the
    // extension completes now, and the app goes where a paid extension's payment page would
    // send it back to (Loan History).
    if (row.fee_paise === 0) {
      await completeExtension(tx, order, row, null, now, options);
      return 'completed';
    }
    return 'pay';
  });
  if (next === 'expired') throw new AppError('EXTENSION_EXPIRED');
  if (next === 'completed')
    return { paymentUrl: `${deps.config.payment.publicBaseUrl}${DEFAULT_RETURN_PATH}` };
  return startPayment(deps, 'extension', {
    userId: ids.userId,
    orderId: ids.orderId,
    refs: { extensionId: ids.extensionId },
  });
}
