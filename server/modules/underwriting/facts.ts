import type { Queryable } from '../../db/db.ts';
import { istDateOf, yearsBetween } from '../orders/ist-calendar.ts';
import { loadReadiness } from '../profile/readiness.ts';
import { creditLimitPaise } from './credit-limit.ts';
import { hasOtherOrderInProgress } from './repo.ts';
import type { UnderwritingFacts } from './rules.ts';

/** What the rules look at for one order, read inside the decision's transaction. */
export async function loadUnderwritingFacts(
  tx: Queryable,
  order: { id: number; user_id: number; loan_amount_paise: number },
  now: Date,
): Promise<UnderwritingFacts> {
  const readiness = await loadReadiness(tx, order.user_id);
  return {
    readiness,
    age: readiness.birthDate ? yearsBetween(readiness.birthDate, istDateOf(now)) : null,
    otherOrderInProgress: await hasOtherOrderInProgress(tx, order.user_id, order.id),
    amountPaise: order.loan_amount_paise,
    limitPaise: await creditLimitPaise(tx, order.user_id),
  };
}
