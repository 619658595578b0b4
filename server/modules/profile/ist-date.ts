/** Calendar days are counted in IST (DOMAIN.md "Money, time, rounding"). */
const IST_OFFSET_MS = 5.5 * 60 * 60_000;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The IST calendar date at `now`. */
export function istToday(now: Date): CalendarDate {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  return { year: ist.getUTCFullYear(), month: ist.getUTCMonth() + 1, day: ist.getUTCDate() };
}

/** A yyyy-mm-dd text that names a day that exists (no 2001-02-29), else null. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return { year, month, day };
}

function compare(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export function isAfter(a: CalendarDate, b: CalendarDate): boolean {
  return compare(a, b) > 0;
}

/** Completed years between a birth date and `today` (a 29 February birthday counts from 1 March). */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}
