/**
 * The closed table of `$fn` functions. Adding one is a format change (meta-schema and cases.json).
 * Functions receive evaluated arguments and never throw: a missing value gives an empty result.
 */
import { formatDate, formatDateTime } from './format-date.ts';
import { formatMoney, formatPercent } from './format-number.ts';
import { find, numbered, range, search } from './list-functions.ts';
import { add, mul, sub } from './number-functions.ts';
import { templateText } from './template.ts';
import { toNumber } from './to-number.ts';

interface FunctionDef {
  minArgs: number;
  maxArgs: number;
  run: (args: unknown[]) => unknown;
}

const text = (value: unknown) => templateText(value);

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** Keeps the first 2 and last 4 characters: `919876543210` -> `91******3210`. */
function maskPhone(value: unknown): string {
  const phone = text(value);
  if (phone.length <= 6) return phone;
  return `${phone.slice(0, 2)}${'*'.repeat(phone.length - 6)}${phone.slice(-4)}`;
}

const MASK = '••••';

/** Hides all but the last `keepLast` characters behind four dots: `mask("50100123451234", 4)` -> `••••1234`. */
function mask(value: unknown, keepLast: unknown): string {
  const whole = text(value);
  const keep = Math.max(0, Math.trunc(toNumber(keepLast) ?? 4));
  if (whole === '') return '';
  return `${MASK}${keep === 0 ? '' : whole.slice(-keep)}`;
}

function length(value: unknown): number {
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  return 0;
}

const MANY = Number.POSITIVE_INFINITY;

export const FUNCTIONS: Readonly<Record<string, FunctionDef>> = {
  money: { minArgs: 1, maxArgs: 1, run: ([n]) => formatMoney(n) },
  percent: { minArgs: 1, maxArgs: 2, run: ([rate, digits]) => formatPercent(rate, digits ?? 0) },
  date: { minArgs: 1, maxArgs: 1, run: ([iso]) => formatDate(iso) },
  datetime: { minArgs: 1, maxArgs: 1, run: ([iso]) => formatDateTime(iso) },
  default: { minArgs: 2, maxArgs: 2, run: ([a, b]) => (isBlank(a) ? b : a) },
  len: { minArgs: 1, maxArgs: 1, run: ([a]) => length(a) },
  concat: { minArgs: 1, maxArgs: MANY, run: (args) => args.map(text).join('') },
  upper: { minArgs: 1, maxArgs: 1, run: ([a]) => text(a).toUpperCase() },
  lower: { minArgs: 1, maxArgs: 1, run: ([a]) => text(a).toLowerCase() },
  maskPhone: { minArgs: 1, maxArgs: 1, run: ([p]) => maskPhone(p) },
  mask: { minArgs: 1, maxArgs: 2, run: ([t, keep]) => mask(t, keep) },
  search: { minArgs: 3, maxArgs: 3, run: ([list, key, t]) => search(list, key, t) },
  find: { minArgs: 3, maxArgs: 3, run: ([list, key, value]) => find(list, key, value) },
  range: { minArgs: 2, maxArgs: 2, run: ([from, to]) => range(from, to) },
  numbered: { minArgs: 1, maxArgs: 1, run: ([list]) => numbered(list) },
  add: { minArgs: 2, maxArgs: 2, run: ([a, b]) => add(a, b) },
  sub: { minArgs: 2, maxArgs: 2, run: ([a, b]) => sub(a, b) },
  mul: { minArgs: 2, maxArgs: 2, run: ([a, b]) => mul(a, b) },
  number: { minArgs: 1, maxArgs: 1, run: ([a]) => toNumber(a) },
};

export const FUNCTION_NAMES: readonly string[] = Object.keys(FUNCTIONS);
