/**
 * Whether a payout may go to its card's account: the loan goes to the borrower's own account
 * (DOMAIN.md), never to one the bank said is in another name (decision 0095). A card added before
 * the KYC verified the name is judged here, now both names are known; a card saved before checks
 * began (no name from the bank) is checked with the bank first, once.
 */
import type { PayoutCheck } from '../bank/account-check-service.ts';
import type { AccountKey } from '../bank/account-checks-repo.ts';
import { isInBorrowersName } from '../bank/account-check-rules.ts';
import type { PayeeRow } from './disbursement-repo.ts';

/** The bank module's check of an account never checked, before its first payout. */
export interface PayoutAccountCheck {
  checkBeforePayout(key: AccountKey, cardId: number): Promise<PayoutCheck>;
}

export type PayeeDecision =
  | { kind: 'pay' }
  /** Nothing is sent; the order fails with the reason. */
  | { kind: 'refuse'; reason: string }
  /** The bank has not answered on the account yet: the payout waits. */
  | { kind: 'later' };

export async function payeeDecision(
  accounts: PayoutAccountCheck,
  payee: PayeeRow,
  cardId: number,
): Promise<PayeeDecision> {
  let holderName = payee.holder_name;
  if (holderName === null) {
    const key = { userId: payee.user_id, ifsc: payee.ifsc, accountNo: payee.account_no };
    const check = await accounts.checkBeforePayout(key, cardId);
    if (check.kind === 'later') return check;
    if (check.kind === 'unknown')
      return { kind: 'refuse', reason: `the bank does not know the account (${check.reason})` };
    holderName = check.holderName;
  }
  if (!isInBorrowersName(holderName, payee.real_name))
    return { kind: 'refuse', reason: `the bank holds the account in another name (${holderName})` };
  return { kind: 'pay' };
}
