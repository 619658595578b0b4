/**
 * `$fn` functions over lists (`search`, `find`, `range`, `numbered`): the pickers and toasts of the
 * onboarding and loan screens. Like every function they take evaluated arguments and never throw.
 */
import { readPath, isValidPath } from './path.ts';
import { templateText } from './template.ts';
import { toNumber } from './to-number.ts';

/** A list longer than this from `range` is a screen defect, not a picker: it is cut. */
const RANGE_LIMIT = 1000;

function valueAt(item: unknown, key: unknown): unknown {
  if (typeof key !== 'string' || !isValidPath(key)) return undefined;
  return readPath(item, key);
}

/**
 * Items whose `item[key]` contains every word of `text`, in any order, ignoring case; every item
 * while `text` is empty. Word by word because branch and bank names carry punctuation and their
 * own order ("ANDHERI (WEST)", "MUMBAI - FORT"): "andheri west" finds the first, "fort mumbai" the
 * second. Whatever a whole-text match finds, this finds too.
 */
export function search(list: unknown, key: unknown, text: unknown): unknown[] {
  if (!Array.isArray(list)) return [];
  const words = templateText(text).toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return list;
  return list.filter((item) => {
    const value = templateText(valueAt(item, key)).toLowerCase();
    return words.every((word) => value.includes(word));
  });
}

/** `7` and `"7"` are the same id: servers send both. Other values compare strictly. */
function looselyEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'string') return toNumber(b) === a;
  if (typeof a === 'string' && typeof b === 'number') return toNumber(a) === b;
  return false;
}

/** The first item whose `item[key]` equals `value` (a number equals its text), else undefined. */
export function find(list: unknown, key: unknown, value: unknown): unknown {
  if (!Array.isArray(list) || value === undefined || value === null) return undefined;
  return list.find((item) => looselyEqual(valueAt(item, key), value));
}

/** Whether `list` holds `value` (a number equals its text): an amount kept from before still offered. */
export function includes(list: unknown, value: unknown): boolean {
  if (!Array.isArray(list) || value === undefined || value === null) return false;
  return list.some((item) => looselyEqual(item, value));
}

/** The whole numbers from `from` to `to`, both included: `range(1, 3)` -> `[1, 2, 3]`. */
export function range(from: unknown, to: unknown): number[] {
  const start = toNumber(from);
  const end = toNumber(to);
  if (start === undefined || end === undefined) return [];
  const first = Math.ceil(start);
  const count = Math.min(RANGE_LIMIT, Math.floor(end) - first + 1);
  return count > 0 ? Array.from({ length: count }, (_, i) => first + i) : [];
}

/**
 * `1. first\n2. second`: a list of messages (texts or `{msg}` objects, as the server's
 * `errorColumn`) numbered one per line, for a toast. Empty entries are skipped.
 */
export function numbered(list: unknown): string {
  if (!Array.isArray(list)) return typeof list === 'string' ? list : '';
  const lines = list
    .map((item) =>
      item !== null && typeof item === 'object' && !Array.isArray(item) && 'msg' in item
        ? templateText((item as { msg: unknown }).msg)
        : templateText(item),
    )
    .filter((line) => line.trim() !== '');
  return lines.map((line, index) => `${index + 1}. ${line}`).join('\n');
}
