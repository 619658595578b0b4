/**
 * The "at most N an hour" limits (sign-in codes, wrong codes, Aadhaar OTPs, face checks, card photo
 * reads, feedback), counted from the times of the events of the last hour as kept in the database,
 * and the one "at most N a day" (sign-in codes to one phone), counted the same way over a day.
 */
import { AppError } from '../../contract/app-error.ts';
import type { ErrorName } from '../../contract/error-catalogue.ts';
import { describeWait } from './wording.ts';

export const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;

/** The start of the hour that ends at `now`: events after it count towards an hourly limit. */
export function hourBefore(now: Date): Date {
  return new Date(now.getTime() - HOUR_MS);
}

/** The start of the day that ends at `now`: events after it count towards a daily limit. */
export function dayBefore(now: Date): Date {
  return new Date(now.getTime() - DAY_MS);
}

/** At most `max` events in any `windowMs`. */
export interface Bound {
  max: number;
  windowMs: number;
}

/**
 * When there is room again for one more event under every bound, `times` being the events up to
 * `now`, oldest first (at least the longest window's): the latest of the moments when enough of
 * the oldest events in each window have left it (more than `max` of them when a limit was lowered
 * meanwhile). Undefined while every bound has room.
 */
function roomAt(times: readonly Date[], bounds: readonly Bound[], now: Date): number | undefined {
  let freeAt: number | undefined;
  for (const { max, windowMs } of bounds) {
    const inWindow = times.filter((time) => time.getTime() > now.getTime() - windowMs);
    if (inWindow.length < max) continue;
    freeAt = Math.max(freeAt ?? 0, (inWindow[inWindow.length - max] as Date).getTime() + windowMs);
  }
  return freeAt;
}

/**
 * The refusal `name` when `times` leave no room under `bounds`, with {wait} until there is room
 * under all of them (the later wait, so a borrower does not come back to a second refusal);
 * undefined while there is room.
 */
export function overLimits(
  name: ErrorName,
  times: readonly Date[],
  bounds: readonly Bound[],
  now: Date,
): AppError | undefined {
  const freeAt = roomAt(times, bounds, now);
  if (freeAt === undefined) return undefined;
  return new AppError(name, { params: { wait: describeWait(freeAt - now.getTime()) } });
}

/** `overLimits` with the one bound of `perHour` in the hour since `hourBefore(now)`. */
export function overHourlyLimit(
  name: ErrorName,
  times: readonly Date[],
  perHour: number,
  now: Date,
): AppError | undefined {
  return overLimits(name, times, [{ max: perHour, windowMs: HOUR_MS }], now);
}
