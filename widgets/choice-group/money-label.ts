/**
 * `1000` -> `₹ 1,000`, `150000` -> `₹ 1,50,000` (Indian grouping); text that is not a number stays.
 * The space is a no-break space, so a narrow chip never puts "₹" and the amount on two lines.
 */
const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

export function moneyLabel(label: string): string {
  const amount = label.trim() === '' ? Number.NaN : Number(label);
  return Number.isFinite(amount) ? `₹\u00a0${grouping.format(amount)}` : label;
}
