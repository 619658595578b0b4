import type { Db } from '../../db/db.ts';
import { rupees } from '../../money.ts';
import * as repo from './repo.ts';

export function createOrderService(db: Db) {
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
  return { list };
}
