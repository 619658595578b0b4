/**
 * POST giveup-extension: the borrower abandons a request waiting for payment. It becomes
 * 'abandoned' and its payment link is withdrawn; the order stays as it was. Giving up again
 * answers the same; a paid extension cannot be given up.
 */
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../contract/app-error.ts';
import { closeLinkAtGateway } from '../payments/close-link.ts';
import { holdPendingPayment, withdrawPayment } from '../payments/withdraw-payment.ts';
import { expireIfDue, finishExtension } from './repo.ts';
import { lockExtensionRequest, type ExtensionRequestIds } from './request-lock.ts';

export async function giveUpExtension(
  deps: Pick<AppContext, 'db' | 'clock' | 'config' | 'log'>,
  ids: Required<ExtensionRequestIds>,
): Promise<{ extensionId: number; orderId: number }> {
  const now = await deps.clock.now();
  const withdrawn = await deps.db.transaction(async (tx) => {
    // The payment first, then the order and the request: the order a notification locks them in.
    const payment = await holdPendingPayment(tx, 'extension', ids.orderId, {
      extensionId: ids.extensionId,
    });
    const { row } = await lockExtensionRequest(tx, ids, now);
    if (row.state === 'paid')
      throw new AppError('EXTENSION_PAID_NO_GIVE_UP', { params: { dueDate: row.new_due_date } });
    // An expired or failed request has already ended unsuccessfully: nothing more to give up.
    if (row.state !== 'pending') return undefined;
    // Its window had passed already: it ends as expired, as the expiry job would have ended it.
    if (await expireIfDue(tx, row.id, now)) return undefined;
    await finishExtension(
      tx,
      row.id,
      { state: 'abandoned', paymentId: null, outcome: 'given up by the borrower' },
      now,
    );
    return payment && (await withdrawPayment(tx, payment, now));
  });
  if (withdrawn) await closeLinkAtGateway(deps, withdrawn);
  return { extensionId: ids.extensionId, orderId: ids.orderId };
}
