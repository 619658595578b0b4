/** "1 second", "45 seconds", "1 try", "3 tries" */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** A wait in whole seconds under two minutes, else whole minutes (rounded up). */
export function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 120) return plural(seconds, 'second');
  return plural(Math.ceil(seconds / 60), 'minute');
}

export function loginCodeText(code: string, validMinutes: number): string {
  return `${code} is your sign-in code. It is valid for ${validMinutes} minutes. Do not share it with anyone.`;
}
