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

/**
 * When there is room again for one more event, if `times` (the events of the window ending at
 * `now`, oldest first) already reach `max`: when enough of the oldest have left the window (more
 * than `max` of them when the limit was lowered meanwhile). Undefined while there is room.
 */
export function roomAt(times: readonly Date[], max: number, windowMs: number): number | undefined {
  if (times.length < max) return undefined;
  return (times[times.length - max] as Date).getTime() + windowMs;
}

function overLimit(
  name: ErrorName,
  times: readonly Date[],
  max: number,
  windowMs: number,
  now: Date,
): AppError | undefined {
  const freeAt = roomAt(times, max, windowMs);
  return freeAt === undefined ? undefined : refusedUntil(name, freeAt, now);
}

/** The refusal `name`, with {wait} until `freeAt`. */
export function refusedUntil(name: ErrorName, freeAt: number, now: Date): AppError {
  return new AppError(name, { params: { wait: describeWait(freeAt - now.getTime()) } });
}

/** `overLimit` over the hour since `hourBefore(now)`. */
export function overHourlyLimit(
  name: ErrorName,
  times: readonly Date[],
  perHour: number,
  now: Date,
): AppError | undefined {
  return overLimit(name, times, perHour, HOUR_MS, now);
}
