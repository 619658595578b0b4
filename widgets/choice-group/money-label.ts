/**
 * `1000` -> `₹ 1,000`, `150000` -> `₹ 1,50,000`, `2500.5` -> `₹ 2,500.50`: the amount as the
 * screens' `money` writes it (one formatter, so a chip and the text beside it never differ);
 * text that is not a number stays. The space is a no-break space, so a narrow chip never puts "₹"
 * and the amount on two lines.
 */
import { formatMoney } from '../../renderer/widget-api.ts';

export function moneyLabel(label: string): string {
  const amount = label.trim() === '' ? Number.NaN : Number(label);
  return Number.isFinite(amount) ? `₹\u00a0${formatMoney(amount)}` : label;
}
