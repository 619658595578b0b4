/**
 * What a bank card the borrower adds must satisfy (spec §5 "Bank add", DOMAIN.md "Identity and
 * data"), checked in the order the add form shows its messages. The wording of the first four
 * messages is the spec's.
 */
import { upperAscii } from '../../ascii-letters.ts';
import { AppError } from '../../contract/app-error.ts';
import { isIfsc } from '../../../rules/identity-numbers.ts';

export const bindCardMessages = {
  ifscMissing: 'Please input Ifsc Code',
  accountMissing: 'Please input Bank Account',
  confirmMissing: 'Please input Confirm Account',
  confirmMismatch: 'Please Confirm Account',
  ifscFormat: 'Please enter a valid IFSC code: 4 letters, then 0, then 6 letters or digits.',
  accountFormat: 'Please enter the bank account number in digits only: 9 to 18 digits.',
} as const;

// Spec §9: account numbers are under 20 characters; Indian banks' are 9 to 18 digits (RBI), and
// never all zeros (decision 0086).
const ACCOUNT_PATTERN = /^(?!0+$)[0-9]{9,18}$/;

export interface BindCardFields {
  bankCode: string;
  cardNo: string;
  confirmCardNo: string;
}

export interface CheckedCard {
  ifsc: string;
  accountNo: string;
}

const invalid = (msg: string) => new AppError('INVALID_INPUT', { msg });

/** The IFSC (capitals) and account number to save, or the first rule broken as INVALID_INPUT. */
export function checkBindCard(fields: BindCardFields): CheckedCard {
  const ifsc = upperAscii(fields.bankCode.trim());
  const accountNo = fields.cardNo.trim();
  const confirmation = fields.confirmCardNo.trim();
  if (!ifsc) throw invalid(bindCardMessages.ifscMissing);
  if (!accountNo) throw invalid(bindCardMessages.accountMissing);
  if (!confirmation) throw invalid(bindCardMessages.confirmMissing);
  if (confirmation !== accountNo) throw invalid(bindCardMessages.confirmMismatch);
  if (!isIfsc(ifsc)) throw invalid(bindCardMessages.ifscFormat);
  if (!ACCOUNT_PATTERN.test(accountNo)) throw invalid(bindCardMessages.accountFormat);
  return { ifsc, accountNo };
}

/** The account number as the borrower sees it in lists: all but the last 4 digits hidden. */
export function maskAccountNo(accountNo: string): string {
  const shown = accountNo.slice(-4);
  return '*'.repeat(accountNo.length - shown.length) + shown;
}
