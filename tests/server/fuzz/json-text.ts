/**
 * JSON text as an attacker writes it, which JSON.stringify alone cannot: number literals that
 * JSON.parse turns into Infinity or that have no exact double (`1e400`), and keys such as
 * `__proto__` that JSON.parse makes an own property of the parsed object.
 */

const RAW_MARK = '\u0001raw:';

/** A number literal written into the JSON text as is (e.g. `1e400`, which parses to Infinity). */
export function rawNumber(literal: string): string {
  return `${RAW_MARK}${literal}\u0001`;
}

/** Describes a raw literal for failure reports; other values as they are. */
export function isRawNumber(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(RAW_MARK);
}

/**
 * An object with exactly these own keys. Assigning `obj['__proto__'] = x` would set the prototype
 * instead of a key; defineProperty makes the key an own, enumerable property that JSON.stringify
 * writes, as it is in the parsed body of `{"__proto__": ...}`.
 */
export function objectOf(entries: ReadonlyArray<readonly [string, unknown]>): Record<string, unknown> {
  const target: Record<string, unknown> = {};
  for (const [key, value] of entries)
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

/** The JSON text of `value`, with every rawNumber placeholder replaced by its literal. */
export function jsonText(value: unknown): string {
  const text = JSON.stringify(value) ?? 'null';
  // JSON.stringify writes the \u0001 marks as the six characters \u0001.
  return text.replace(/"\\u0001raw:([^"\\]*)\\u0001"/g, '$1');
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is sent as the three bytes
 * it would be in UTF-8 if it were allowed: text no valid UTF-8 decoder accepts.
 */
export function percentEncode(text: string): string {
  return text.replace(/[\s\S]/gu, (char) => {
    const unit = char.charCodeAt(0);
    if (char.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(char);
    const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
    return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
  });
}

/** Query string and path text of a value: raw literals lose their mark, objects become JSON. */
export function plainText(value: unknown): string {
  if (isRawNumber(value)) return value.slice(RAW_MARK.length, -1);
  if (typeof value === 'string') return value;
  if (value === null || typeof value !== 'object') return String(value);
  return jsonText(value);
}
