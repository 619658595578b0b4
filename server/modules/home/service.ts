import type { Db } from '../../db/db.ts';
import { dailyRateFraction, rateFraction, rupees } from '../../money.ts';
import { OrderState } from '../orders/order-states.ts';
import * as repo from './repo.ts';

/** The label of an in-progress order's button on the home page, by order state (spec §4). */
const buttonNames: Partial<Record<number, string>> = {
  [OrderState.Auditing]: 'In Auditing',
  [OrderState.Pass]: 'Get Money',
  [OrderState.Lending]: 'Lending',
  [OrderState.Loaned]: 'Repayment',
  [OrderState.Overdued]: 'Repay Now',
  [OrderState.Extension]: 'View Extension',
};

export function createHomeService(db: Db) {
  async function index(userId: number) {
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
        loanProcessingTime: p.loan_processing_time,
        score: p.score,
      })),
      undwayList: inProgress.map((o) => ({
        orderId: o.id,
        orderState: o.state,
        name: o.name,
        logo: o.logo,
        amount: rupees(o.loan_amount_paise),
        fullButtonName: buttonNames[o.state] ?? 'View Order',
        productId: o.product_id,
      })),
    };
  }
  return { index };
}
