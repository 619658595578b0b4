/** Rupees as the API sends them (at most 2 decimals) to whole paise. */
export function paiseOf(rupeesAmount: number): number {
  return Math.round(rupeesAmount * 100);
}
