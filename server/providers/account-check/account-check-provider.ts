/**
 * The bank that tells us, before a card is saved, whether an account exists and in whose name
 * (a "penny drop": ₹1 sent to the account, and the name the beneficiary bank answers with). A real
 * bank answers in seconds, sometimes later: a check not finished yet is asked again by its id.
 */
export interface AccountCheckRequest {
  ifsc: string;
  accountNo: string;
  /** The name the borrower's KYC verified ('' when it gave none): sent, never trusted back. */
  holderName: string;
  /** The borrower as the bank's contact list knows them (the same one their payouts use). */
  borrowerRef: string;
}

export type AccountCheckOutcome =
  /** The account exists and takes money; `registeredName` is the bank's ('' if it gave none). */
  | { status: 'active'; providerRef: string; registeredName: string }
  /** The bank says there is no such account, or it takes no money (closed, frozen). */
  | { status: 'invalid'; providerRef: string; reason: string }
  /** The bank could not check it this time (its systems down): nothing is known of the account. */
  | { status: 'failed'; providerRef: string; reason: string }
  /** Asked, not answered yet: ask again by `providerRef`. */
  | { status: 'in-progress'; providerRef: string };

export interface AccountCheckProvider {
  /** Starts a check (a fee is paid per call). Throws when the bank cannot be reached. */
  check(request: AccountCheckRequest, now: Date): Promise<AccountCheckOutcome>;
  /** A check in progress, asked again by the bank's own id (no fee). Throws like check. */
  checkStatus(providerRef: string, now: Date): Promise<AccountCheckOutcome>;
}
