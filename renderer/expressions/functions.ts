/**
 * The closed table of `$fn` functions. Adding one is a format change (meta-schema and cases.json).
 * Functions receive evaluated arguments and never throw: a missing value gives an empty result.
 */
import { formatDate, formatDateTime } from './format-date.ts';
import { formatMoney, formatPercent } from './format-number.ts';
import { find, includes, numbered, range, search } from './list-functions.ts';
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

/**
 * Stars all but the last 4 digits of the number, with India's code apart when it carries one:
 * `919876543210` -> `+91 ******3210` (`91******3210` read as one twelve-digit number).
 */
function maskPhone(value: unknown): string {
  const phone = text(value);
  const withCode = /^91\d{10}$/.test(phone);
  const number = withCode ? phone.slice(2) : phone;
  const starred = number.length <= 4 ? number : `${'*'.repeat(number.length - 4)}${number.slice(-4)}`;
  return withCode ? `+91 ${starred}` : starred;
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

// Arguments are read by index, not destructured: destructuring an array runs the iteration protocol,
// which costs every call until the code is optimised, and a screen calls these dozens of times a draw.
export const FUNCTIONS: Readonly<Record<string, FunctionDef>> = {
  money: { minArgs: 1, maxArgs: 1, run: (args) => formatMoney(args[0]) },
  percent: { minArgs: 1, maxArgs: 2, run: (args) => formatPercent(args[0], args[1] ?? 0) },
  date: { minArgs: 1, maxArgs: 1, run: (args) => formatDate(args[0]) },
  datetime: { minArgs: 1, maxArgs: 1, run: (args) => formatDateTime(args[0]) },
  default: { minArgs: 2, maxArgs: 2, run: (args) => (isBlank(args[0]) ? args[1] : args[0]) },
  len: { minArgs: 1, maxArgs: 1, run: (args) => length(args[0]) },
  concat: {
    minArgs: 1,
    maxArgs: MANY,
    run: (args) => {
      let out = '';
      for (let index = 0; index < args.length; index++) out += text(args[index]);
      return out;
    },
  },
  upper: { minArgs: 1, maxArgs: 1, run: (args) => text(args[0]).toUpperCase() },
  lower: { minArgs: 1, maxArgs: 1, run: (args) => text(args[0]).toLowerCase() },
  maskPhone: { minArgs: 1, maxArgs: 1, run: (args) => maskPhone(args[0]) },
  mask: { minArgs: 1, maxArgs: 2, run: (args) => mask(args[0], args[1]) },
  search: { minArgs: 3, maxArgs: 3, run: (args) => search(args[0], args[1], args[2]) },
  find: { minArgs: 3, maxArgs: 3, run: (args) => find(args[0], args[1], args[2]) },
  includes: { minArgs: 2, maxArgs: 2, run: (args) => includes(args[0], args[1]) },
  range: { minArgs: 2, maxArgs: 2, run: (args) => range(args[0], args[1]) },
  numbered: { minArgs: 1, maxArgs: 1, run: (args) => numbered(args[0]) },
  add: { minArgs: 2, maxArgs: 2, run: (args) => add(args[0], args[1]) },
  sub: { minArgs: 2, maxArgs: 2, run: (args) => sub(args[0], args[1]) },
  mul: { minArgs: 2, maxArgs: 2, run: (args) => mul(args[0], args[1]) },
  number: { minArgs: 1, maxArgs: 1, run: (args) => toNumber(args[0]) },
};

export const FUNCTION_NAMES: readonly string[] = Object.keys(FUNCTIONS);
