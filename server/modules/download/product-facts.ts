import { AppError } from '../../contract/app-error.ts';
import { rupees } from '../../money.ts';
import { priceLoan } from '../pricing/loan-price.ts';
import type { InHouseTermsRow } from './repo.ts';

/** The worked example's principal: ₹5,000, the first loans' limit (spec §9 loan table). */
export const EXAMPLE_AMOUNT_PAISE = 500_000;

/**
 * The download page's product information (DOMAIN.md "Spec contradictions, decided"): computed
 * from the products' terms so it cannot disagree with them. Tenure is the range of the products'
 * periods; the rate, GST and worked example are those of the first product (home page order) that
 * lends ₹5,000 (else the first product), the example priced by the one calculation at its period.
 */
export function productFacts(products: readonly InHouseTermsRow[]) {
  const first = products[0];
  if (!first) throw new AppError('DOWNLOAD_NO_PRODUCT');
  const example = products.find((p) => p.amount_list_paise.includes(EXAMPLE_AMOUNT_PAISE)) ?? first;
  const periods = products.map((p) => p.period_days);
  const price = priceLoan(EXAMPLE_AMOUNT_PAISE, {
    annualRateBp: example.annual_rate_bp,
    serviceRateBp: example.service_rate_bp,
    gstRateBp: example.gst_rate_bp,
    periodDays: example.period_days,
  });
  return {
    annualRatePercent: example.annual_rate_bp / 100,
    gstPercent: example.gst_rate_bp / 100,
    minTenureDays: Math.min(...periods),
    maxTenureDays: Math.max(...periods),
    example: {
      amount: rupees(price.principal),
      tenureDays: example.period_days,
      interest: rupees(price.interest),
      processingFee: rupees(price.serviceFee),
      gst: rupees(price.gstFee),
      received: rupees(price.arriveAmount),
      repayment: rupees(price.repaymentAmount),
      apr: price.apr,
    },
  };
}
