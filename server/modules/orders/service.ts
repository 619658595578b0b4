import type { AppContext } from '../../app-context.ts';
import type { CopyLocale } from '../../contract/locale.ts';
import { rupees } from '../../money.ts';
import { applyInTx, type Application } from './apply.ts';
import { calculate, type CalculationRequest } from './calculate.ts';
import { orderDetail } from './detail.ts';
import { getMoney } from './get-money.ts';
import { precheck } from './precheck.ts';
import { reserve, type ReapplyRequest } from './reapply.ts';
import * as repo from './repo.ts';

/** The borrower's calls on orders; each reads "now" from the one clock. */
export function createOrderService(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const { db, clock } = ctx;

  async function list(userId: number) {
    const orders = await repo.ordersOfUser(db, userId);
    return orders.map((o) => ({
      orderId: o.id,
      orderNo: o.order_no,
      productId: o.product_id,
      productName: o.product_name,
      orderState: o.state,
      loanAmount: rupees(o.loan_amount_paise),
      arriveAmount: rupees(o.arrive_amount_paise),
      repaymentAmount: rupees(o.repayment_amount_paise),
      applyTime: o.applied_at.toISOString(),
    }));
  }

  async function apply(application: Application) {
    const now = await clock.now();
    return db.transaction((tx) =>
      applyInTx(tx, application, {
        now,
        actor: 'borrower',
        reason: 'applied',
        auditDelaySeconds: ctx.config.auditDelaySeconds,
      }),
    );
  }

  return {
    list,
    apply,
    calculate: async (request: CalculationRequest) => calculate(db, request, await clock.now()),
    precheck: async (userId: number, productId: number) => precheck(db, userId, productId, await clock.now()),
    detail: async (userId: number, orderId: number, locale: CopyLocale) =>
      orderDetail(db, userId, orderId, await clock.now(), locale),
    getMoney: async (userId: number, orderId: number) => getMoney(db, userId, orderId, await clock.now()),
    reapply: async (request: ReapplyRequest) => reserve(db, request, await clock.now()),
  };
}
