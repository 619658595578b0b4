/**
 * Links quoted on what an order owed before a payment changed it (decision 0102). A captured
 * payment changes what its order owes: a repayment settles it, an extension's fee moves its due
 * date and lowers what is left. Any other link of that order still open was quoted on the order as
 * it stood before: a borrower who paid it from another phone or tab (an extension page left open
 * while the loan was repaid, a repayment page left open while the extension was paid) paid for
 * something that no longer was, and the money was kept as excess for an operator to refund.
 *
 * So the settling of a capture names the order's other pending links (read in its transaction, so
 * exactly those quoted before it), and they are taken out of offer as superseded, then closed at
 * the gateway: at once after the capture is committed, and by a job enqueued with it in case the
 * process stops in between. The next tap quotes the order as it is now. A link made after the
 * capture is quoted on the new state and is left alone.
 */
import type { Queryable } from '../../db/db.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { closeLinkAtGateway } from './close-link.ts';
import * as repo from './repo.ts';
import type { PaymentDeps } from './start-payment.ts';

export const WITHDRAW_STALE_LINKS_JOB = 'payments.withdraw-stale-links';

/**
 * Inside the capture's transaction, after its purpose settled it: the order's other pending links,
 * and the job that takes them out of offer if the caller cannot.
 */
export async function staleLinksAfterCapture(
  tx: Queryable,
  captured: { paymentId: number; orderId: number },
  now: Date,
): Promise<number[]> {
  const stale = await repo.otherPendingOfOrder(tx, captured.orderId, captured.paymentId);
  if (stale.length > 0)
    await enqueueJob(
      tx,
      {
        kind: WITHDRAW_STALE_LINKS_JOB,
        payload: { paymentIds: stale },
        runAt: now,
        dedupeKey: `${WITHDRAW_STALE_LINKS_JOB}:${captured.paymentId}`,
      },
      now,
    );
  return stale;
}

/**
 * Ends each payment still pending as superseded, one attempt at a time (its lock, then its row: the
 * order startPayment takes them in), and closes its link at the gateway once that is kept.
 */
export async function withdrawStaleLinks(
  deps: Pick<PaymentDeps, 'db' | 'clock' | 'config' | 'log'>,
  paymentIds: readonly number[],
): Promise<void> {
  const now = await deps.clock.now();
  for (const id of paymentIds) {
    const ended = await deps.db.transaction(async (tx) => {
      const payment = await repo.findForAttempt(tx, id);
      if (!payment) return undefined;
      await repo.lockAttempt(tx, payment.attempt_key);
      return (await repo.endPending(tx, id, 'superseded', now)) ? payment : undefined;
    });
    if (ended) await closeLinkAtGateway(deps, { provider: ended.provider, providerRef: ended.provider_ref });
  }
}

export function registerStaleLinksJob(
  runner: JobRunner,
  deps: Pick<PaymentDeps, 'db' | 'clock' | 'config' | 'log'>,
): void {
  runner.register(WITHDRAW_STALE_LINKS_JOB, async (job) => {
    const ids = job.payload.paymentIds;
    if (!Array.isArray(ids) || !ids.every((id) => Number.isSafeInteger(id)))
      throw new Error(`${WITHDRAW_STALE_LINKS_JOB} without its paymentIds`);
    await withdrawStaleLinks(deps, ids as number[]);
  });
}
