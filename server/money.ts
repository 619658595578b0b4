/** Paise (integers, how money is stored and computed) to rupees (how the API shows it). */
export function rupees(paise: number): number {
  return paise / 100;
}

/** A rate in basis points as a fraction: 3000 -> 0.3. */
export function rateFraction(bp: number): number {
  return bp / 10_000;
}

/** Interest per day as a fraction of the principal: annual rate / 365, to 6 decimals. */
export function dailyRateFraction(annualBp: number): number {
  return Math.round((annualBp / 10_000 / 365) * 1e6) / 1e6;
}
