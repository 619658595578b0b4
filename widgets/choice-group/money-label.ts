/**
 * `1000` -> `₹ 1,000`, `150000` -> `₹ 1,50,000` (Indian grouping), `2500.5` -> `₹ 2,500.50` (paise
 * with both digits, as the screens' `money` writes them); text that is not a number stays.
 * The space is a no-break space, so a narrow chip never puts "₹" and the amount on two lines.
 */
const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function moneyLabel(label: string): string {
  const amount = label.trim() === '' ? Number.NaN : Number(label);
  if (!Number.isFinite(amount)) return label;
  const format = Math.round(amount * 100) % 100 === 0 ? wholeRupees : withPaise;
  return `₹\u00a0${format.format(amount)}`;
}
