import type { CopyLocale } from '../../contract/locale.ts';
import { storedTextIn, valueIn, type Wording } from '../../contract/wording.ts';
import type { Db } from '../../db/db.ts';
import { dailyRateFraction, rateFraction, rupees } from '../../money.ts';
import { OrderState } from '../orders/order-states.ts';
import * as repo from './repo.ts';

/**
 * The label of an in-progress order's button on the home page, by order state (spec §4), in the
 * reader's language, worded as the order screens word the same step (schemas/copy/hi.json).
 */
const buttonNames: Partial<Record<number, Wording>> = {
  [OrderState.Auditing]: { en: 'In Auditing', hi: 'जाँच जारी है' },
  [OrderState.Pass]: { en: 'Get Money', hi: 'पैसे पाएँ' },
  [OrderState.Lending]: { en: 'Lending', hi: 'राशि भेजी जा रही है' },
  [OrderState.Loaned]: { en: 'Repayment', hi: 'भुगतान' },
  [OrderState.Overdued]: { en: 'Repay Now', hi: 'अभी भुगतान करें' },
  [OrderState.Extension]: { en: 'View Extension', hi: 'अवधि विस्तार देखें' },
};
const otherOrder: Wording = { en: 'View Order', hi: 'ऑर्डर देखें' };

export function createHomeService(db: Db) {
  async function index(userId: number, locale: CopyLocale) {
    const [products, inProgress, returning] = await Promise.all([
      repo.activeProducts(db),
      repo.ordersInProgress(db, userId),
      repo.hasAnyOrder(db, userId),
    ]);
    return {
      // 0: never had an order (single-product layout), 1: returning borrower (spec §2).
      userType: returning ? 1 : 0,
      homeProductVos: products.map((p) => ({
        id: p.id,
        name: p.name,
        logo: p.logo,
        minAmount: rupees(p.min_amount_paise),
        maxAmount: rupees(p.max_amount_paise),
        rate: dailyRateFraction(p.annual_rate_bp),
        annualRate: rateFraction(p.annual_rate_bp),
        isFull: p.is_full ? 1 : 0,
        productType: p.product_type,
        h5Href: p.h5_href,
        period: p.period_days,
        loanProcessingTime: storedTextIn(locale, p.loan_processing_time, p.loan_processing_time_hi),
        score: p.score,
      })),
      undwayList: inProgress.map((o) => ({
        orderId: o.id,
        orderState: o.state,
        name: o.name,
        logo: o.logo,
        amount: rupees(o.loan_amount_paise),
        fullButtonName: valueIn(buttonNames[o.state] ?? otherOrder, locale),
        productId: o.product_id,
      })),
    };
  }
  return { index };
}
