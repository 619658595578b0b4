/**
 * Why a borrower cannot apply right now, in their words and in each language the app speaks, or
 * null when they may: the two things a scheduled order waits for (DOMAIN.md "Scheduled
 * (auto-apply) orders").
 */
import type { Wording } from '../../contract/wording.ts';
import type { Queryable } from '../../db/db.ts';
import { describeWait, remainingWait } from '../orders/denial-wait.ts';
import { latestDenialAt, orderInProgress } from '../orders/repo.ts';

/** Why a scheduled order waits while the borrower's loan `orderNo` is in progress. */
export function loanInProgressReason(orderNo: string): Wording {
  return {
    en: `Waiting for your loan ${orderNo} to be settled.`,
    hi: `आपके लोन ${orderNo} के चुकाए जाने का इंतज़ार है।`,
  };
}

export async function waitingReason(db: Queryable, userId: number, now: Date): Promise<Wording | null> {
  const current = await orderInProgress(db, userId);
  if (current) return loanInProgressReason(current.order_no);
  const deniedAt = await latestDenialAt(db, userId);
  const wait = deniedAt && remainingWait(deniedAt, now);
  if (!wait) return null;
  const { en, hi } = describeWait(wait);
  // As the refusal of an application says the same wait (DENIAL_WAIT in errors.json, errors.hi.json).
  return { en: `You can apply again in ${en}.`, hi: `आप ${hi} बाद फिर से आवेदन कर सकते हैं।` };
}
