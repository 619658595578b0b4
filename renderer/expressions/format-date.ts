/**
 * Dates and times in IST (Asia/Kolkata, UTC+05:30 all year, no daylight saving), computed by offset
 * so the output does not depend on the device's time zone or locale data. Input is an ISO 8601
 * string (a string without a zone is read as UTC, as the server stores time) or epoch milliseconds.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function toEpoch(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  let iso = value.trim().replace(' ', 'T');
  const hasTime = iso.includes('T');
  const hasZone = /(Z|[+-]\d\d:?\d\d)$/i.test(iso);
  if (hasTime && !hasZone) iso += 'Z';
  const epoch = Date.parse(iso);
  return Number.isNaN(epoch) ? undefined : epoch;
}

function istParts(value: unknown) {
  const epoch = toEpoch(value);
  if (epoch === undefined) return undefined;
  const shifted = new Date(epoch + IST_OFFSET_MS);
  return {
    day: shifted.getUTCDate(),
    month: MONTHS[shifted.getUTCMonth()] ?? '',
    year: shifted.getUTCFullYear(),
    hours: String(shifted.getUTCHours()).padStart(2, '0'),
    minutes: String(shifted.getUTCMinutes()).padStart(2, '0'),
  };
}

/** `2026-11-21T08:35:00Z` -> `21 Nov 2026`. */
export function formatDate(value: unknown): string {
  const parts = istParts(value);
  return parts ? `${parts.day} ${parts.month} ${parts.year}` : '';
}

/** `2026-11-21T08:35:00Z` -> `21 Nov 2026 14:05`. */
export function formatDateTime(value: unknown): string {
  const parts = istParts(value);
  return parts ? `${parts.day} ${parts.month} ${parts.year} ${parts.hours}:${parts.minutes}` : '';
}
