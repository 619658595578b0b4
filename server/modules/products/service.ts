import type { CopyLocale } from '../../contract/locale.ts';
import { storedListIn, storedTextIn, valueIn } from '../../contract/wording.ts';
import type { Db } from '../../db/db.ts';
import { dailyRateFraction, rateFraction, rupees } from '../../money.ts';
import { creditLimitPaise } from '../underwriting/credit-limit.ts';
import { productOrFail } from './offer-checks.ts';
import { detailTitles } from './product-words.ts';

/**
 * The product screen and the loan confirmation's amount picker (spec §3 "Product info"). The
 * amount list holds only the amounts the borrower may borrow now (ascending; the app preselects
 * the last), so the default is never one the application would refuse; `fullAmountList` is
 * every amount the product lends. Staff's words are in the reader's language (decision 0055).
 */
export async function productInfo(db: Db, userId: number, productId: number, locale: CopyLocale) {
  const product = await productOrFail(db, productId);
  const limit = await creditLimitPaise(db, userId);
  return {
    id: product.id,
    name: product.name,
    logo: product.logo,
    amountList: product.amount_list_paise.filter((amount) => amount <= limit).map(rupees),
    fullAmountList: product.amount_list_paise.map(rupees),
    creditLimit: rupees(limit),
    minAmount: rupees(product.min_amount_paise),
    maxAmount: rupees(product.max_amount_paise),
    period: product.period_days,
    interestRate: dailyRateFraction(product.annual_rate_bp),
    annualRate: rateFraction(product.annual_rate_bp),
    serviceRate: rateFraction(product.service_rate_bp),
    gstRate: rateFraction(product.gst_rate_bp),
    loanProcessingTime: storedTextIn(locale, product.loan_processing_time, product.loan_processing_time_hi),
    score: product.score,
    slogan: storedTextIn(locale, product.slogan, product.slogan_hi),
    detail: [
      {
        title: valueIn(detailTitles.requirements, locale),
        content: storedListIn(locale, product.requirements, product.requirements_hi),
      },
      {
        title: valueIn(detailTitles.eligibility, locale),
        content: storedListIn(locale, product.eligibility, product.eligibility_hi),
      },
    ],
    isFull: product.is_full ? 1 : 0,
    productType: product.product_type,
    h5Href: product.h5_href,
  };
}
