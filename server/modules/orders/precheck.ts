import type { Queryable } from '../../db/db.ts';
import { productOrFail } from '../products/offer-checks.ts';
import { remainingWait, type RemainingWait } from './denial-wait.ts';
import { latestDenialAt, orderInProgress } from './repo.ts';

/** spec §3 "Pre-check result": 0 waiting after a denial, 2 an order in progress, 1 may apply. */
export const PrecheckStatus = { Rejected: 0, MayApply: 1, InProgress: 2 } as const;

export interface Precheck {
  orderStatus: number;
  rejectStatusVO: RemainingWait | null;
  orderId: number | null;
}

/** Whether the borrower may apply now (the loan confirmation screen asks before it loads). */
export async function precheck(
  db: Queryable,
  userId: number,
  productId: number,
  now: Date,
): Promise<Precheck> {
  await productOrFail(db, productId);
  const current = await orderInProgress(db, userId);
  if (current) return { orderStatus: PrecheckStatus.InProgress, rejectStatusVO: null, orderId: current.id };
  const deniedAt = await latestDenialAt(db, userId);
  const wait = deniedAt && remainingWait(deniedAt, now);
  if (wait) return { orderStatus: PrecheckStatus.Rejected, rejectStatusVO: wait, orderId: null };
  return { orderStatus: PrecheckStatus.MayApply, rejectStatusVO: null, orderId: null };
}
