/** Appends one reference token to a JSON pointer (RFC 6901: `~` is `~0`, `/` is `~1`). */
export function childPointer(pointer: string, key: string | number): string {
  return `${pointer}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}
