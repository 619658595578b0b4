/**
 * React Router path patterns (`/orders/:id/detail`, optional `:id?`, splat `*`) and the question the
 * checker asks of them: does a navigate target land on this route?
 */

/** Targets may carry a query string or a hash; routes match on the path alone. */
export function pathOf(target: string): string {
  return target.split(/[?#]/, 1)[0] ?? '';
}

function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

/** The names of the `:params` of a pattern. */
export function routeParams(pattern: string): string[] {
  return segments(pattern)
    .filter((s) => s.startsWith(':'))
    .map((s) => s.slice(1).replace(/\?$/, ''));
}

/** Two patterns that match the same paths: `/orders/:id` and `/orders/:orderId`. */
export function sameShape(pattern: string): string {
  return `/${segments(pattern)
    .map((s) => (s.startsWith(':') ? (s.endsWith('?') ? ':?' : ':') : s))
    .join('/')}`;
}

/**
 * Whether `target` (a literal path; a segment holding a `{{path}}` template may be anything) is a
 * path of `pattern`.
 */
export function routeMatches(pattern: string, target: string): boolean {
  const want = segments(pattern);
  const have = segments(pathOf(target));
  const match = (i: number, j: number): boolean => {
    if (i === want.length) return j === have.length;
    const w = want[i]!;
    if (w === '*') return true;
    if (w.startsWith(':') && w.endsWith('?'))
      return match(i + 1, j) || (j < have.length && match(i + 1, j + 1));
    if (j === have.length) return false;
    const h = have[j]!;
    if (w.startsWith(':') || h.includes('{{')) return match(i + 1, j + 1);
    return w === h && match(i + 1, j + 1);
  };
  return match(0, 0);
}
