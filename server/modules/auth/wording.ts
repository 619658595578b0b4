import type { Wording } from '../../contract/wording.ts';

/** "1 second", "45 seconds", "1 try", "3 tries" */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/**
 * A wait in whole seconds under two minutes, whole minutes under two hours, else whole hours (each
 * rounded up): "45 seconds", "50 minutes", "23 hours", "45 सेकंड" (a Hindi noun of measure does
 * not change with the number).
 */
export function describeWait(ms: number): Wording {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 120) return { en: plural(seconds, 'second'), hi: `${seconds} सेकंड` };
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return { en: plural(minutes, 'minute'), hi: `${minutes} मिनट` };
  const hours = Math.ceil(minutes / 60);
  return { en: plural(hours, 'hour'), hi: `${hours} घंटे` };
}

/** What is left of a code's tries: "1 try", "3 tries", "3 प्रयास". */
export function triesLeft(count: number): Wording {
  return { en: plural(count, 'try', 'tries'), hi: `${count} प्रयास` };
}

export function loginCodeText(code: string, validMinutes: number): string {
  return `${code} is your sign-in code. It is valid for ${validMinutes} minutes. Do not share it with anyone.`;
}
