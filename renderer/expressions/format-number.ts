/**
 * Rupee amounts and rates as the borrower reads them. Indian digit grouping: the last three digits,
 * then groups of two (1,00,000), without relying on the browser's locale data.
 */
import { toNumber } from './to-number.ts';

// Written with slices rather than split/regex/arrays: a screen of amounts formats dozens per render.

function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  let out = digits.slice(-3);
  let end = digits.length - 3;
  while (end > 0) {
    const start = Math.max(0, end - 2);
    out = `${digits.slice(start, end)},${out}`;
    end = start;
  }
  return out;
}

/**
 * `5000` -> `5,000`; `612.6` -> `612.60`; `123456.789` -> `1,23,456.79`. Whole rupees are written
 * without decimals, anything else with both paise digits, as Indian amounts (and the payment page,
 * and the server's texts) write them: "₹ 612.6" read as a different amount from the gateway's.
 */
export function formatMoney(value: unknown): string {
  const amount = toNumber(value);
  if (amount === undefined) return '';
  const fixed = Math.abs(amount).toFixed(2);
  const dot = fixed.indexOf('.');
  const whole = dot < 0 ? fixed : fixed.slice(0, dot);
  const paise = dot < 0 ? '' : fixed.slice(dot + 1);
  const sign = amount < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${groupIndian(whole)}${paise === '' || paise === '00' ? '' : `.${paise}`}`;
}

/** `percent(0.075, 1)` -> `7.5`: the rate x 100 with `digits` decimals (0 to 6, default 0). */
export function formatPercent(rate: unknown, digits: unknown = 0): string {
  const value = toNumber(rate);
  const places = toNumber(digits);
  if (value === undefined || places === undefined) return '';
  const bounded = Math.min(6, Math.max(0, Math.trunc(places)));
  // Round the product once: 0.07 * 100 is 7.000000000000001 in binary floating point.
  return (Math.round(value * 100 * 10 ** bounded) / 10 ** bounded).toFixed(bounded);
}
