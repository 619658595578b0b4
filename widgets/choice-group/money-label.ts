/** `1000` -> `₹ 1,000`, `150000` -> `₹ 1,50,000` (Indian grouping); text that is not a number stays. */
const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

export function moneyLabel(label: string): string {
  const amount = label.trim() === '' ? Number.NaN : Number(label);
  return Number.isFinite(amount) ? `₹ ${grouping.format(amount)}` : label;
}
