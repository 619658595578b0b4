/**
 * The order detail (spec §3 "Order detail") for the order's owner only: someone else's order is
 * answered exactly like an unknown one. Overdue days and charges are brought up to date first, so
 * `outstandingAmount` is what a repayment would pay now.
 */
import { AppError } from '../../contract/app-error.ts';
import type { CopyLocale } from '../../contract/locale.ts';
import type { Db } from '../../db/db.ts';
import { rupees } from '../../money.ts';
import { extensionRefusalAt } from '../extension/availability.ts';
import { aprOf } from '../pricing/loan-price.ts';
import { activeProduct } from '../products/repo.ts';
import { limitAfterSettlingPaise } from '../underwriting/credit-limit.ts';
import { duesOf, outstandingPaise } from './dues.ts';
import { dateText } from './ist-calendar.ts';
import { repaidTotal } from './ledger-repo.ts';
import { OrderState, REPAYING_STATES } from './order-states.ts';
import { catchUpOverdue, isCaughtUp } from './overdue.ts';
import { reapplyOf } from './reapply-repo.ts';
import { cardById, orderById, orderForUpdate, type OrderRow } from './repo.ts';

/** Only the last 4 digits of the account leave the server. */
export function maskAccount(accountNo: string): string {
  return `****${accountNo.slice(-4)}`;
}

function isRepaying(state: number): boolean {
  return REPAYING_STATES.some((repaying) => repaying === state);
}

/** The order detail's extension line, in the reader's language (decision 0055), worded as the extension screen. */
const extensionWords = {
  en: {
    allowed: 'Extend due date: pay the extension fee and your due date moves to 7 days from the day you ask.',
    extendedTo: (date: string) => `Due date extended to ${date}.`,
  },
  hi: {
    allowed: 'अंतिम तारीख़ बढ़ाएँ: विस्तार शुल्क चुकाएँ और आपकी अंतिम तारीख़ अनुरोध के दिन से 7 दिन आगे हो जाएगी।',
    extendedTo: (date: string) => `अंतिम तारीख़ ${date} तक बढ़ा दी गई है।`,
  },
} satisfies Record<CopyLocale, { allowed: string; extendedTo: (date: string) => string }>;

/** DOMAIN.md "Extension": `allowed` is the extension rule's answer now (extension/availability.ts). */
function extensionInfo(order: OrderRow, allowed: boolean, locale: CopyLocale) {
  const extended = order.state === OrderState.Extension;
  const say = extensionWords[locale];
  return {
    isExtension: allowed,
    extensionState: extended ? 1 : 0,
    extensionMsg: allowed
      ? say.allowed
      : extended && order.due_date
        ? say.extendedTo(dateText(order.due_date, locale))
        : '',
  };
}

/** Amounts of the order's product a reserved reapply may ask for (the limit after this loan settles). */
async function reapplyAmounts(db: Db, order: OrderRow): Promise<number[]> {
  if (!isRepaying(order.state)) return [];
  const product = await activeProduct(db, order.product_id);
  if (!product || product.product_type === 0 || product.is_full) return [];
  const limit = await limitAfterSettlingPaise(db, order.user_id);
  return product.amount_list_paise.filter((amount) => amount <= limit).map(rupees);
}

export async function orderDetail(db: Db, userId: number, orderId: number, now: Date, locale: CopyLocale) {
  const seen = await orderById(db, orderId);
  if (!seen || seen.user_id !== userId) throw new AppError('ORDER_NOT_FOUND');
  // Most views find nothing to catch up (not overdue, or already charged today): those read the row
  // without locking it, so a borrower opening the order never waits for, or holds up, a payment.
  const order = isCaughtUp(seen, now)
    ? seen
    : await db.transaction(async (tx) => {
        const locked = await orderForUpdate(tx, orderId);
        if (!locked || locked.user_id !== userId) throw new AppError('ORDER_NOT_FOUND');
        return catchUpOverdue(tx, locked, now);
      });
  const [card, reservation, repaid, canChooseAmount, extensionRefusal] = await Promise.all([
    order.bank_card_id === null ? undefined : cardById(db, order.bank_card_id),
    reapplyOf(db, order.id),
    repaidTotal(db, order.id),
    reapplyAmounts(db, order),
    extensionRefusalAt(db, order, now),
  ]);
  return {
    orderId: order.id,
    orderNo: order.order_no,
    orderState: order.state,
    productId: order.product_id,
    productName: order.product_name,
    loanAmount: rupees(order.loan_amount_paise),
    period: order.period_days,
    arriveAmount: rupees(order.arrive_amount_paise),
    repaymentAmount: rupees(order.repayment_amount_paise),
    loanDate: order.loan_date?.toISOString() ?? null,
    repaymentDate: order.repayment_date?.toISOString() ?? null,
    dueDate: order.due_date,
    overdueDays: order.state === OrderState.Overdued ? order.overdue_days : 0,
    // Owed, not charged in all: a paid extension's fee paid the days before it (decision 0080).
    overdueFee: rupees(duesOf(order).penal),
    // The spec's order detail carries both spellings; both are the GST on the processing fee.
    gtsFee: rupees(order.gst_fee_paise),
    serviceFee: rupees(order.service_fee_paise),
    gstFee: rupees(order.gst_fee_paise),
    interest: rupees(order.interest_paise),
    applyTime: order.applied_at.toISOString(),
    ...extensionInfo(order, extensionRefusal === undefined, locale),
    reservation: reservation && !reservation.performed_at ? 1 : 0,
    bankNo: card ? maskAccount(card.account_no) : null,
    canChooseAmount,
    outstandingAmount: rupees(outstandingPaise(order)),
    repaidAmount: rupees(repaid),
    apr: aprOf(order.repayment_amount_paise, order.arrive_amount_paise, order.period_days),
  };
}
