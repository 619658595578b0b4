/**
 * What a product offers, checked the same way by the calculation, the application and the
 * reserved reapply: each refusal is a message the borrower can act on.
 */
import { AppError } from '../../contract/app-error.ts';
import type { Queryable } from '../../db/db.ts';
import { rupeeText } from '../pricing/rupee-text.ts';
import { activeProduct, type ProductRow } from './repo.ts';

export async function productOrFail(db: Queryable, productId: number): Promise<ProductRow> {
  const product = await activeProduct(db, productId);
  if (!product) throw new AppError('PRODUCT_NOT_FOUND');
  return product;
}

/** Our own loan (not a partner's link) that takes new loans now. */
export function assertOpenForApplication(product: ProductRow): void {
  if (product.product_type === 0) throw new AppError('PRODUCT_EXTERNAL', { params: { name: product.name } });
  if (product.is_full) throw new AppError('PRODUCT_FULL', { params: { name: product.name } });
}

/** The period is the product's own (DOMAIN.md decision on the spec's fixed 7 days). */
export function assertPeriodOffered(product: ProductRow, periodDays: number): void {
  if (periodDays !== product.period_days)
    throw new AppError('PERIOD_NOT_OFFERED', { params: { name: product.name, period: product.period_days } });
}

export function assertAmountOffered(product: ProductRow, amountPaise: number): void {
  if (!product.amount_list_paise.includes(amountPaise))
    throw new AppError('AMOUNT_NOT_OFFERED', {
      params: { amounts: product.amount_list_paise.map(rupeeText).join(', ') },
    });
}
