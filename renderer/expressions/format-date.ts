/**
 * Dates and times in IST (Asia/Kolkata, UTC+05:30 all year, no daylight saving), computed by offset
 * so the output does not depend on the device's time zone or locale data. Input is an ISO 8601
 * string (a string without a zone is read as UTC, as the server stores time) or epoch milliseconds.
 * The month is named in the page's language (decision 0056), from the tables below rather than the
 * device's `Intl` data, which older webviews lack or abbreviate differently.
 */
import { pageLocale } from '../page-locale.ts';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  // Hindi months are written whole, as Hindi newspapers and bank letters write dates (CLDR's
  // spelling); its abbreviations ("नव॰") are rarely seen in print.
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
} as const;

/** The number written in `text` from `start` to `end`, or -1 unless those are all digits. */
function digitsAt(text: string, start: number, end: number): number {
  let value = 0;
  for (let index = start; index < end; index++) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** The UTC midnight of the `YYYY-MM-DD` that `text` starts with, or undefined. */
function dayEpoch(text: string): number | undefined {
  if (text[4] !== '-' || text[7] !== '-') return undefined;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 7);
  const day = digitsAt(text, 8, 10);
  // Date.UTC reads years below 100 as 19xx; Date.parse refuses month 0 or 13 and day 0 or 32.
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  return Date.UTC(year, month - 1, day);
}

/**
 * The two forms a server sends most, read without trim, replace, a regular expression and
 * `Date.parse` (each dear the first times a screen runs them, and a screen formats several dates per
 * draw): a day (`2026-11-24`, a due date) and a UTC time as `toISOString()` writes it
 * (`2026-08-25T05:42:00.000Z`, with or without the milliseconds). Undefined for anything else, which
 * takes the general path; format-date.test.ts holds both paths to the same answers.
 */
function commonFormEpoch(text: string): number | undefined {
  if (text.length === 10) return dayEpoch(text);
  const millis = text.length === 24;
  if (!millis && text.length !== 20) return undefined;
  if (text[10] !== 'T' || text[13] !== ':' || text[16] !== ':' || text[text.length - 1] !== 'Z')
    return undefined;
  if (millis && text[19] !== '.') return undefined;
  const day = dayEpoch(text);
  const hours = digitsAt(text, 11, 13);
  const minutes = digitsAt(text, 14, 16);
  const seconds = digitsAt(text, 17, 19);
  const milliseconds = millis ? digitsAt(text, 20, 23) : 0;
  // Out of range (or not digits): the general path answers as Date.parse does.
  if (day === undefined || hours < 0 || hours > 23 || minutes < 0 || minutes > 59) return undefined;
  if (seconds < 0 || seconds > 59 || milliseconds < 0) return undefined;
  return day + ((hours * 60 + minutes) * 60 + seconds) * 1000 + milliseconds;
}

function toEpoch(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const common = commonFormEpoch(value);
  if (common !== undefined) return common;
  let iso = value.trim();
  if (iso === '') return undefined;
  iso = iso.replace(' ', 'T');
  const hasTime = iso.includes('T');
  const hasZone = /(Z|[+-]\d\d:?\d\d)$/i.test(iso);
  if (hasTime && !hasZone) iso += 'Z';
  const epoch = Date.parse(iso);
  return Number.isNaN(epoch) ? undefined : epoch;
}

/** The IST wall clock of `value`, or undefined when it is not a date. */
function istDate(value: unknown): Date | undefined {
  const epoch = toEpoch(value);
  return epoch === undefined ? undefined : new Date(epoch + IST_OFFSET_MS);
}

const day = (shifted: Date) =>
  `${shifted.getUTCDate()} ${MONTHS[pageLocale()][shifted.getUTCMonth()] ?? ''} ${shifted.getUTCFullYear()}`;
const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));

/** `2026-11-21T08:35:00Z` -> `21 Nov 2026` (`21 नवंबर 2026` on a Hindi page). */
export function formatDate(value: unknown): string {
  const shifted = istDate(value);
  return shifted ? day(shifted) : '';
}

/** `2026-11-21T08:35:00Z` -> `21 Nov 2026 14:05`. */
export function formatDateTime(value: unknown): string {
  const shifted = istDate(value);
  if (!shifted) return '';
  return `${day(shifted)} ${twoDigits(shifted.getUTCHours())}:${twoDigits(shifted.getUTCMinutes())}`;
}
