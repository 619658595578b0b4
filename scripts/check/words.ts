/** Small helpers that keep every message worded the same way. */

/** `a, b, c` (in the order given), or `(none)`. */
export function listOf(names: Iterable<string>): string {
  const all = [...names];
  return all.length === 0 ? '(none)' : all.join(', ');
}

/** ` Expected one of: a, b, c.` */
export function expectedOneOf(names: Iterable<string>): string {
  return ` Expected one of: ${listOf(names)}.`;
}

/** A value as product staff would write it in the file. */
export function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
