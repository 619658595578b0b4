import { totalOf, type Dues } from '../pricing/payment-allocation.ts';
import { REPAYING_STATES } from './order-states.ts';
import type { OrderRow } from './repo.ts';

/** What the order owes now, per component: charged minus paid. */
export function duesOf(order: OrderRow): Dues {
  return {
    extensionFee: order.extension_fee_paise - order.paid_extension_fee_paise,
    penal: order.penal_charge_paise - order.paid_penal_paise,
    fees: order.service_fee_paise + order.gst_fee_paise - order.paid_fees_paise,
    interest: order.interest_paise - order.paid_interest_paise,
    principal: order.loan_amount_paise - order.paid_principal_paise,
  };
}

/** What a repayment pays now: everything owed while the loan is being repaid, else nothing. */
export function outstandingPaise(order: OrderRow): number {
  return REPAYING_STATES.some((state) => state === order.state) ? totalOf(duesOf(order)) : 0;
}
