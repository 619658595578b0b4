import type { CopyLocale } from '../../contract/locale.ts';
import { storedTextIn } from '../../contract/wording.ts';
import { rupees } from '../../money.ts';
import { maskAccount } from '../orders/detail.ts';
import type { ScheduledOrderView } from './repo.ts';

/**
 * A scheduled order as every schedule endpoint answers it (spec §3 "Scheduled order item"), with
 * why it still waits in the borrower's language (decision 0047).
 */
export function scheduledOrderItem(row: ScheduledOrderView, locale: CopyLocale) {
  return {
    id: row.id,
    productId: row.product_id,
    productName: row.product_name,
    state: row.state,
    expectBorrowAmount: rupees(row.amount_paise),
    bankNo: row.account_no === null ? null : maskAccount(row.account_no),
    createTime: row.created_at.toISOString(),
    cardId: row.bank_card_id,
    orderNo: row.order_no,
    orderId: row.order_id,
    applyTime: row.applied_at?.toISOString() ?? null,
    pendingReason:
      row.pending_reason === null ? null : storedTextIn(locale, row.pending_reason, row.pending_reason_hi),
  };
}

export type ScheduledOrderItem = ReturnType<typeof scheduledOrderItem>;
