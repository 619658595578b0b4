import { AppError } from '../../contract/app-error.ts';
import type { Queryable } from '../../db/db.ts';
import { rupees } from '../../money.ts';
import { assertOpenForApplication } from '../products/offer-checks.ts';
import { activeProduct, type ProductRow } from '../products/repo.ts';
import { limitWhenNextEligiblePaise } from './next-limit.ts';
import { activeProductIds } from './repo.ts';

/** The one rule of "takes new loans now" (offer-checks), asked as a question. */
function isOpenForApplication(product: ProductRow): boolean {
  try {
    assertOpenForApplication(product);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/**
 * What the borrower may schedule: each product taking new loans, with its amounts within the limit
 * they will have when the scheduled order can be applied (ascending). A product none of whose
 * amounts fit is left out.
 */
export async function scheduleOptions(db: Queryable, userId: number) {
  const limitPaise = await limitWhenNextEligiblePaise(db, userId);
  const products = [];
  for (const id of await activeProductIds(db)) {
    const product = await activeProduct(db, id);
    if (!product || !isOpenForApplication(product)) continue;
    const amounts = product.amount_list_paise.filter((amount) => amount <= limitPaise);
    if (amounts.length === 0) continue;
    products.push({ productId: product.id, productName: product.name, amountList: amounts.map(rupees) });
  }
  return { products };
}
