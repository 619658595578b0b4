/**
 * When the borrower last answered the location card on this device (allowed, refused, or the phone
 * could not locate), kept in localStorage so the card rests for a while whatever the answer.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export function answeredRecently(
  storageKey: string,
  rememberDays: number,
  now: number = Date.now(),
): boolean {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(storageKey);
  } catch {
    return false;
  }
  const at = Number(stored);
  // A time in the future (a clock moved back) counts as now: the card still rests.
  return stored !== null && Number.isFinite(at) && now - at < rememberDays * DAY_MS;
}

export function rememberAnswer(storageKey: string, now: number = Date.now()): void {
  try {
    window.localStorage.setItem(storageKey, String(now));
  } catch {
    // Storage refused: the card shows again next time, nothing worse.
  }
}
