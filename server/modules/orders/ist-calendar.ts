/**
 * Calendar days in IST (Asia/Kolkata, UTC+05:30 all year, no daylight saving): due dates, overdue
 * days and the wait after a denial are counted in these (DOMAIN.md "Money, time, rounding").
 * Dates are ISO strings "YYYY-MM-DD".
 */
import type { CopyLocale } from '../../contract/locale.ts';
import { wordingFrom, type Wording } from '../../contract/wording.ts';

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The IST calendar date at an instant. */
export function istDateOf(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

function utcMidnight(date: string): number {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms)) throw new RangeError(`Not a calendar date: ${date}`);
  return ms;
}

export function addDays(date: string, days: number): string {
  return new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** The instant 00:00 IST starts the date. */
export function istStartOf(date: string): Date {
  return new Date(utcMidnight(date) - IST_OFFSET_MS);
}

/** Full years of age on `today` for someone born on `birthDate`. */
export function yearsBetween(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Month names as the app writes them (renderer/expressions/format-date.ts; decision 0056). */
const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
} satisfies Record<CopyLocale, string[]>;

/** A calendar date as borrowers read it in messages, like the app shows dates: "2 Mar 2027", "2 मार्च 2027". */
export function dateText(date: string, locale: CopyLocale): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[locale][month - 1]} ${year}`;
}

/** The same date in every language, for a message filled in the reader's language later. */
export function dateWording(date: string): Wording {
  return wordingFrom((locale) => dateText(date, locale));
}
