/**
 * The extension fee (DOMAIN.md "Extension"): service fee + overdue fee + interest accrued to the
 * request date - the part of it already repaid. All integer paise; each computed component is
 * rounded half up once, from exact integers.
 */
import { daysBetween } from '../orders/ist-calendar.ts';
import { divideRoundHalfUp, whole } from '../pricing/rounding.ts';

const BP = 10_000n;
const DAYS_PER_YEAR = 365n;

/** What the fee is computed from: the order's terms and ledger (caught up) and the request date. */
export interface ExtensionFeeInput {
  principalPaise: number;
  /** The product's extension service fee rate, basis points of the principal. */
  extensionRateBp: number;
  /** The order's annual interest rate, basis points. */
  annualRateBp: number;
  /** The order's interest for its whole period: accrued interest never exceeds it. */
  orderInterestPaise: number;
  periodDays: number;
  /** IST calendar date the loan was paid out. */
  loanDate: string;
  /** IST calendar date of the extension request. */
  requestDate: string;
  penalChargePaise: number;
  paidPenalPaise: number;
  paidInterestPaise: number;
  paidPrincipalPaise: number;
}

export interface ExtensionFee {
  /** principal x extension rate. */
  serviceFeePaise: number;
  /** Penal charges not yet paid. */
  overdueFeePaise: number;
  /** Interest accrued from the loan date to the request date, not yet paid. */
  interestPaise: number;
  /** Money already repaid (sitting on principal) that counts towards this fee. */
  feePaidPaise: number;
  /** What the borrower pays now. */
  feePaise: number;
}

/** Interest accrued over the IST days from the loan date to `date`, at most the whole period's. */
export function accruedInterestPaise(input: ExtensionFeeInput): number {
  const days = Math.min(Math.max(daysBetween(input.loanDate, input.requestDate), 0), input.periodDays);
  const accrued = divideRoundHalfUp(
    whole(input.principalPaise, 'The principal') *
      whole(input.annualRateBp, 'The interest rate') *
      whole(days, 'The days'),
    BP * DAYS_PER_YEAR,
  );
  return Math.min(input.orderInterestPaise, accrued);
}

/**
 * A repayment pays penal charges and interest before principal (the allocation order), so money
 * already repaid beyond those sits on principal; "any amount already repaid goes first to the
 * extension fee" moves that money to this fee, up to the whole fee.
 */
export function extensionFee(input: ExtensionFeeInput): ExtensionFee {
  const serviceFeePaise = divideRoundHalfUp(
    whole(input.principalPaise, 'The principal') * whole(input.extensionRateBp, 'The extension rate'),
    BP,
  );
  const overdueFeePaise = Math.max(input.penalChargePaise - input.paidPenalPaise, 0);
  const interestPaise = Math.max(accruedInterestPaise(input) - input.paidInterestPaise, 0);
  const gross = serviceFeePaise + overdueFeePaise + interestPaise;
  const feePaidPaise = Math.min(Math.max(input.paidPrincipalPaise, 0), gross);
  return { serviceFeePaise, overdueFeePaise, interestPaise, feePaidPaise, feePaise: gross - feePaidPaise };
}
