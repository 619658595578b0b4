/**
 * The bank that pays a loan out to the borrower's account. A payout is identified by the caller's
 * reference: asking again with the same reference returns the first payout and never pays twice.
 */
export interface PayoutRequest {
  /** Idempotency key (the order number). */
  reference: string;
  amountPaise: number;
  ifsc: string;
  accountNo: string;
  /**
   * The account holder: the name the borrower's KYC verified. Empty when it gave none (the sandbox
   * Aadhaar OTP, which production refuses, does not know names); a bank that needs it refuses.
   */
  holderName: string;
  /** The borrower as the bank's contact list knows them (the same for each of their loans). */
  borrowerRef: string;
}

/**
 * Where a payout stands. A real bank answers `in-progress` while the transfer is queued or on its
 * way (NEFT off hours, a low balance, the beneficiary bank slow); the caller asks again later.
 */
export type PayoutOutcome =
  /**
   * `paidAt`: when the bank says the money reached the account, when it says (decision 0071); we
   * may learn it long after, from a late notification or the job's next look.
   */
  | { status: 'paid'; providerRef: string; paidAt?: Date }
  | { status: 'refused'; providerRef: string; reason: string }
  | { status: 'in-progress'; providerRef: string };

export interface DisbursementProvider {
  /** Throws when the bank cannot be reached (the caller retries with the same reference). */
  payout(request: PayoutRequest, now: Date): Promise<PayoutOutcome>;
  /** A payout that was in progress, asked again by the bank's own reference. Throws like payout. */
  payoutStatus(providerRef: string, now: Date): Promise<PayoutOutcome>;
}

/** A bank's notification whose signature checked out, reduced to what ends a disbursement. */
export interface PayoutEvent {
  /** The bank's id of the payout. */
  providerRef: string;
  /** The reference the payout was made with (the order number). */
  reference: string;
  amountPaise: number;
  /**
   * paid: the money reached the account; refused: the payout failed, was rejected or cancelled;
   * reversed: the money came back (from a payout in progress, or one already processed).
   */
  status: 'paid' | 'refused' | 'reversed';
  /** The bank's own words on a refusal or reversal ('' when paid). */
  reason: string;
  /**
   * For `paid`, when the bank says the payout was processed, if it says (decision 0071): by then
   * at the latest, however late the notification comes.
   */
  paidAt?: Date;
}

export type ParsedPayoutNotification =
  | { kind: 'event'; event: PayoutEvent }
  /** Signed by the bank but ending nothing (a payout queued or processing, another kind of event). */
  | { kind: 'ignored'; reason: string }
  /** Not provably from the bank (bad or missing signature, unreadable body): change nothing. */
  | { kind: 'rejected'; reason: string };
