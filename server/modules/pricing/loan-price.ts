import { divideRoundHalfUp, whole } from './rounding.ts';

/** The terms a price is computed from (a product's, or those frozen on an order). */
export interface PricingTerms {
  /** Annual interest rate in basis points (3000 = 30% p.a.). */
  annualRateBp: number;
  /** Processing fee rate in basis points of the principal. */
  serviceRateBp: number;
  /** GST rate in basis points of the processing fee (1800 = 18%). */
  gstRateBp: number;
  periodDays: number;
}

/** Every figure of one loan, in paise except `apr`. */
export interface LoanPrice {
  principal: number;
  interest: number;
  serviceFee: number;
  gstFee: number;
  /** What reaches the borrower's account: the fees are deducted at disbursement. */
  arriveAmount: number;
  /** What the borrower repays at the due date: principal plus interest. */
  repaymentAmount: number;
  /** All-inclusive annual cost as a fraction (0.5634 is 56.34%), to 4 decimals. */
  apr: number;
}

const BP = 10_000n;
const DAYS_PER_YEAR = 365n;
/** APR is shown as a percentage with 2 decimals: a fraction with 4. */
const APR_SCALE = 10_000n;

/**
 * The calculation of DOMAIN.md for principal P, annual rate r, period d, processing fee rate s:
 * interest = P x r x d / 365, serviceFee = P x s, gstFee = GST rate x serviceFee,
 * arriveAmount = P - fees, repaymentAmount = P + interest,
 * APR = (repaymentAmount / arriveAmount - 1) x 365 / d. Each money component is rounded half up
 * to the paisa once, from exact integers.
 */
export function priceLoan(principalPaise: number, terms: PricingTerms): LoanPrice {
  const p = whole(principalPaise, 'The principal');
  const days = whole(terms.periodDays, 'The period');
  if (p === 0n || days === 0n) throw new RangeError('A loan needs a principal and a period');
  const interest = divideRoundHalfUp(p * whole(terms.annualRateBp, 'The rate') * days, BP * DAYS_PER_YEAR);
  const serviceFee = divideRoundHalfUp(p * whole(terms.serviceRateBp, 'The fee rate'), BP);
  const gstFee = divideRoundHalfUp(BigInt(serviceFee) * whole(terms.gstRateBp, 'The GST rate'), BP);
  const arriveAmount = principalPaise - serviceFee - gstFee;
  if (arriveAmount <= 0) throw new RangeError('The fees would take the whole principal');
  const repaymentAmount = principalPaise + interest;
  const apr = aprOf(repaymentAmount, arriveAmount, terms.periodDays);
  return { principal: principalPaise, interest, serviceFee, gstFee, arriveAmount, repaymentAmount, apr };
}

/** (repaymentAmount / arriveAmount - 1) x 365 / d as a fraction, rounded half up to 4 decimals. */
export function aprOf(repaymentPaise: number, arrivePaise: number, periodDays: number): number {
  const arrive = whole(arrivePaise, 'The amount received');
  const days = whole(periodDays, 'The period');
  const cost = whole(repaymentPaise - arrivePaise, 'The cost of the loan');
  if (arrive === 0n || days === 0n) throw new RangeError('An APR needs an amount received and a period');
  return divideRoundHalfUp(cost * DAYS_PER_YEAR * APR_SCALE, arrive * days) / Number(APR_SCALE);
}
