/**
 * The "at most N an hour" limits (sign-in codes, wrong codes, Aadhaar OTPs, face checks, card photo
 * reads, feedback), counted from the times of the events of the last hour as kept in the database.
 */
import { AppError } from '../../contract/app-error.ts';
import type { ErrorName } from '../../contract/error-catalogue.ts';
import { describeWait } from './wording.ts';

const HOUR_MS = 60 * 60_000;

/** The start of the hour that ends at `now`: events after it count towards an hourly limit. */
export function hourBefore(now: Date): Date {
  return new Date(now.getTime() - HOUR_MS);
}

/**
 * The refusal `name` when `times` (the events since `hourBefore(now)`, oldest first) already reach
 * `perHour`, with {wait} until the oldest of them leaves the hour; undefined while there is room.
 */
export function overHourlyLimit(
  name: ErrorName,
  times: readonly Date[],
  perHour: number,
  now: Date,
): AppError | undefined {
  if (times.length < perHour) return undefined;
  const freeAt = (times[0] as Date).getTime() + HOUR_MS;
  return new AppError(name, { params: { wait: describeWait(freeAt - now.getTime()) } });
}
