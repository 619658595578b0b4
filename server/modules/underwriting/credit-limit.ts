import { AppError } from '../../contract/app-error.ts';
import type { Queryable } from '../../db/db.ts';
import { rupeeText } from '../pricing/rupee-text.ts';
import { limitForSettledLoans } from './limit-ladder.ts';
import { settledLoanCount } from './repo.ts';

/** The most the borrower may borrow now, in paise. */
export async function creditLimitPaise(db: Queryable, userId: number): Promise<number> {
  return limitForSettledLoans(await settledLoanCount(db, userId));
}

/**
 * The limit the borrower will have once the loan they are repaying settles (what a reserved
 * reapply may ask for).
 */
export async function limitAfterSettlingPaise(db: Queryable, userId: number): Promise<number> {
  return limitForSettledLoans((await settledLoanCount(db, userId)) + 1);
}

export function assertWithinLimit(amountPaise: number, limitPaise: number): void {
  if (amountPaise > limitPaise)
    throw new AppError('AMOUNT_OVER_LIMIT', { params: { limit: rupeeText(limitPaise) } });
}
