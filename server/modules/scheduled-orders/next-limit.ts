import type { Queryable } from '../../db/db.ts';
import { orderInProgress } from '../orders/repo.ts';
import { creditLimitPaise, limitAfterSettlingPaise } from '../underwriting/credit-limit.ts';

/**
 * The limit the borrower will have when a scheduled order can be applied: after the loan in
 * progress settles if there is one, else the limit they have now. The apply itself checks the
 * limit again when it runs (e.g. the loan in progress was denied instead of settled).
 */
export async function limitWhenNextEligiblePaise(db: Queryable, userId: number): Promise<number> {
  return (await orderInProgress(db, userId))
    ? limitAfterSettlingPaise(db, userId)
    : creditLimitPaise(db, userId);
}
