/**
 * The port between the payments module and the domains that take payments (repayment of an order
 * now; the extension fee later). Payments owns providers, payment rows, signed notifications and
 * their de-duplication; a purpose owns what is owed and what a captured payment changes.
 */
import type { Queryable } from '../../db/db.ts';

export type PaymentPurposeName = 'repay' | 'extension';

export interface PaymentQuote {
  /** What the borrower pays now, in paise (> 0). */
  amountPaise: number;
  /** Shown on the provider's page, e.g. "Repayment of order LN2611210001". */
  description: string;
  /**
   * When the borrower must have paid by (e.g. the end of an extension's 24-hour window): the
   * payment link expires then if that is sooner than the usual payment window.
   */
  payBy?: Date;
  /**
   * The app's page the borrower pays from (`/orders/7/detail`): the gateway sends them back there,
   * where the page waits for the payment to show (decision 0072). Loan History when not given.
   */
  returnPath?: string;
}

export interface PurposeRequest {
  userId: number;
  orderId: number;
  /** Extra ids the purpose needs (e.g. the extension id), already validated by the contract. */
  refs?: Record<string, number>;
  now: Date;
}

export interface CapturedPayment {
  paymentId: number;
  userId: number;
  orderId: number;
  amountPaise: number;
  refs: Record<string, number>;
  providerRef: string;
  /**
   * When the borrower paid: the gateway's time of the capture, kept between the payment's creation
   * and its settling (notifications.ts). Earlier than the settling when the notice came late.
   */
  paidAt: Date;
  /**
   * The moment whose dues this payment pays (decision 0070): when its link was made, if it was paid
   * within the link's window (the link showed that amount as what was owed), else when it was paid.
   */
  owedAsOf: Date;
}

export interface PaymentPurpose {
  /**
   * What is owed now for this order, inside the caller's transaction. Throws an AppError with the
   * borrower's message when nothing can be paid (someone else's order, a settled order, ...).
   */
  quote(tx: Queryable, request: PurposeRequest): Promise<PaymentQuote>;
  /** Applies a captured payment; called exactly once per payment, inside its transaction. */
  settle(tx: Queryable, payment: CapturedPayment, now: Date): Promise<void>;
}

/** Purposes by name, filled by the modules that own them when the app is built. */
export type PaymentPurposes = Map<PaymentPurposeName, PaymentPurpose>;
