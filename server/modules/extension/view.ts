import { rateFraction, rupees } from '../../money.ts';
import type { ExtensionRow } from './repo.ts';

/**
 * The extension as the app shows it (spec §3 extension-calc): the figures fixed when the request
 * opened, in rupees. orderRepayId is the order id: an order has one repayment plan here.
 */
export function extensionView(order: { id: number; order_no: string }, row: ExtensionRow) {
  return {
    extensionId: row.id,
    orderId: order.id,
    orderNo: order.order_no,
    orderRepayId: order.id,
    extensionState: row.state === 'paid' ? 1 : 0,
    extensionFee: rupees(row.fee_paise),
    extensionFeePaid: rupees(row.fee_paid_paise),
    extensionServiceFee: rupees(row.service_fee_paise),
    extensionRate: rateFraction(row.rate_bp),
    overdueFee: rupees(row.overdue_fee_paise),
    interest: rupees(row.interest_paise),
    extensionApplyTime: row.requested_at.toISOString(),
    extensionDay: row.days,
    extensionTime: row.new_due_date,
    payBy: row.pay_by.toISOString(),
  };
}

export type ExtensionView = ReturnType<typeof extensionView>;
