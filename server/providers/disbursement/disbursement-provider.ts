/**
 * The bank that pays a loan out to the borrower's account. A payout is identified by the caller's
 * reference: asking again with the same reference returns the first outcome and never pays twice.
 */
export interface PayoutRequest {
  /** Idempotency key (the order number). */
  reference: string;
  amountPaise: number;
  ifsc: string;
  accountNo: string;
}

export type PayoutOutcome =
  { succeeded: true; providerRef: string } | { succeeded: false; providerRef: string; reason: string };

export interface DisbursementProvider {
  /** Throws when the bank cannot be reached (the caller retries with the same reference). */
  payout(request: PayoutRequest, now: Date): Promise<PayoutOutcome>;
}
