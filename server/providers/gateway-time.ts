/**
 * Times as gateways write them in their notifications, read only when they name a plausible
 * moment (this century): a signed notification is the gateway's word, but a field it left out, or
 * wrote in another form, must read as "not said" rather than as 1970 or as an error.
 */
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);

function plausible(ms: number): Date | undefined {
  return Number.isFinite(ms) && ms >= EARLIEST && ms < LATEST ? new Date(ms) : undefined;
}

/** Whole seconds since 1970, as Razorpay writes `created_at`. */
export function unixSecondsTime(value: unknown): Date | undefined {
  return Number.isSafeInteger(value) ? plausible((value as number) * 1000) : undefined;
}

const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Whether a calendar day exists (Date.parse reads 30 February as 2 March). */
function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An ISO 8601 time with its offset (`2026-11-29T18:25:00.000Z`), as the sandbox writes it. */
export function isoTime(value: unknown): Date | undefined {
  const parts = typeof value === 'string' ? ISO_TIME.exec(value) : null;
  if (!parts || !isRealDay(Number(parts[1]), Number(parts[2]), Number(parts[3]))) return undefined;
  return plausible(Date.parse(value as string));
}

/**
 * The time a provider says something happened, as this server takes it: never before `notBefore`
 * (what it is about did not exist yet; the provider's clock is not ours) and never after `now`;
 * `now` when the provider did not say. Payments (decision 0070) and payouts (decision 0071) alike.
 */
export function timeTakenAsSaid(said: Date | undefined, notBefore: Date, now: Date): Date {
  const at = said?.getTime() ?? now.getTime();
  return new Date(Math.min(Math.max(at, notBefore.getTime()), now.getTime()));
}
