/**
 * The wait after a denial (DOMAIN.md): no new application for 15 days, counted in IST calendar
 * days: a denial on day D allows applying again from 00:00 IST on day D + 15.
 */
import type { Wording } from '../../contract/wording.ts';
import { addDays, istDateOf, istStartOf } from './ist-calendar.ts';

export const DENIAL_WAIT_DAYS = 15;
const HOUR_MS = 60 * 60_000;

export interface RemainingWait {
  day: number;
  hour: number;
}

export function denialWaitEndsAt(deniedAt: Date): Date {
  return istStartOf(addDays(istDateOf(deniedAt), DENIAL_WAIT_DAYS));
}

/** Days and hours left (hours rounded up, so "0 days 0 hours" is never said while waiting). */
export function remainingWait(deniedAt: Date, now: Date): RemainingWait | undefined {
  const leftMs = denialWaitEndsAt(deniedAt).getTime() - now.getTime();
  if (leftMs <= 0) return undefined;
  const hours = Math.ceil(leftMs / HOUR_MS);
  return { day: Math.floor(hours / 24), hour: hours % 24 };
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function describeIn(wait: RemainingWait, units: { day: [string, string]; hour: [string, string] }): string {
  const parts = [
    ...(wait.day > 0 ? [plural(wait.day, ...units.day)] : []),
    ...(wait.hour > 0 || wait.day === 0 ? [plural(wait.hour, ...units.hour)] : []),
  ];
  return parts.join(' ');
}

/**
 * "14 days 6 hours", "1 day", "5 hours"; in Hindi "14 दिन 6 घंटे", as messages read it after
 * "in" (Hindi's oblique "घंटे" for one hour too: "1 घंटे में").
 */
export function describeWait(wait: RemainingWait): Wording {
  return {
    en: describeIn(wait, { day: ['day', 'days'], hour: ['hour', 'hours'] }),
    hi: describeIn(wait, { day: ['दिन', 'दिन'], hour: ['घंटे', 'घंटे'] }),
  };
}
