/** JSON pointers (RFC 6901) as used in every message: `/body/2/props/label`. */

export function escapeSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

export function pointerJoin(base: string, ...segments: Array<string | number>): string {
  return base + segments.map((s) => `/${escapeSegment(s)}`).join('');
}
