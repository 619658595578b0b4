/**
 * The loan calculation for the confirmation screen and the Key Fact Statement: every figure the
 * borrower sees before applying, from the same priceLoan the order is created with.
 */
import type { Queryable } from '../../db/db.ts';
import { dailyRateFraction, rateFraction, rupees } from '../../money.ts';
import { priceLoan } from '../pricing/loan-price.ts';
import { penalCapPaise } from '../pricing/penal-charge.ts';
import {
  assertAmountOffered,
  assertOpenForApplication,
  assertPeriodOffered,
  productOrFail,
} from '../products/offer-checks.ts';
import { assertWithinLimit, creditLimitPaise } from '../underwriting/credit-limit.ts';
import { addDays, istDateOf } from './ist-calendar.ts';

export interface CalculationRequest {
  userId: number;
  productId: number;
  amountPaise: number;
  periodDays: number;
}

export async function calculate(db: Queryable, request: CalculationRequest, now: Date) {
  const product = await productOrFail(db, request.productId);
  assertOpenForApplication(product);
  assertPeriodOffered(product, request.periodDays);
  assertAmountOffered(product, request.amountPaise);
  assertWithinLimit(request.amountPaise, await creditLimitPaise(db, request.userId));
  const price = priceLoan(request.amountPaise, {
    annualRateBp: product.annual_rate_bp,
    serviceRateBp: product.service_rate_bp,
    gstRateBp: product.gst_rate_bp,
    periodDays: product.period_days,
  });
  return {
    productId: product.id,
    productName: product.name,
    amount: rupees(price.principal),
    period: product.period_days,
    repaymentAmount: rupees(price.repaymentAmount),
    serviceFee: rupees(price.serviceFee),
    gstFee: rupees(price.gstFee),
    interest: rupees(price.interest),
    arriveAmount: rupees(price.arriveAmount),
    apr: price.apr,
    annualRate: rateFraction(product.annual_rate_bp),
    interestRate: dailyRateFraction(product.annual_rate_bp),
    serviceRate: rateFraction(product.service_rate_bp),
    gstRate: rateFraction(product.gst_rate_bp),
    dueDate: addDays(istDateOf(now), product.period_days),
    penalDailyRate: rateFraction(product.penal_daily_rate_bp),
    penalCap: rupees(penalCapPaise(price.principal, product.penal_cap_bp)),
  };
}
