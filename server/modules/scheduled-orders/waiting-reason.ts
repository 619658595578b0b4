/**
 * Why a borrower cannot apply right now, in their words, or null when they may: the two things a
 * scheduled order waits for (DOMAIN.md "Scheduled (auto-apply) orders").
 */
import type { Queryable } from '../../db/db.ts';
import { describeWait, remainingWait } from '../orders/denial-wait.ts';
import { latestDenialAt, orderInProgress } from '../orders/repo.ts';

export async function waitingReason(db: Queryable, userId: number, now: Date): Promise<string | null> {
  const current = await orderInProgress(db, userId);
  if (current) return `Waiting for your loan ${current.order_no} to be settled.`;
  const deniedAt = await latestDenialAt(db, userId);
  const wait = deniedAt && remainingWait(deniedAt, now);
  if (wait) return `You can apply again in ${describeWait(wait).en}.`;
  return null;
}
