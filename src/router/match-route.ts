/**
 * Matching a pathname against the route table's patterns, as the screen format defines them
 * (`/orders/:id/detail`, an optional `:name?`, a trailing `*` for the rest): case-insensitive, a
 * trailing slash ignored, and a static segment outranks a parameter (`/schedule/new` wins over
 * `/schedule/:oid`), which outranks an optional one and the rest.
 */

export type RouteParams = Readonly<Record<string, string>>;

interface CompiledPattern {
  regex: RegExp;
  names: string[];
  /** Higher wins: static segments count more than parameters. */
  score: number;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function compilePattern(pattern: string): CompiledPattern {
  const names: string[] = [];
  let score = 0;
  const segments = pattern.split('/').filter(Boolean);
  const source = segments
    .map((segment) => {
      if (segment === '*') {
        names.push('*');
        return '(?:/(.*))?';
      }
      if (segment.startsWith(':')) {
        const optional = segment.endsWith('?');
        names.push(segment.slice(1, optional ? -1 : undefined));
        score += optional ? 1 : 2;
        return optional ? '(?:/([^/]+))?' : '/([^/]+)';
      }
      score += 10;
      return `/${escapeRegex(segment)}`;
    })
    .join('');
  return { regex: new RegExp(`^${source}/*$`, 'i'), names, score };
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // A malformed escape (`%E0%A4`) is kept as typed rather than breaking the page.
    return value;
  }
}

export interface RouteMatch<T> {
  route: T;
  params: RouteParams;
}

/** Builds the matcher of a table once; the best-ranked pattern that matches wins. */
export function createMatcher<T extends { path: string }>(table: readonly T[]) {
  const compiled = table
    .map((route) => ({ route, pattern: compilePattern(route.path) }))
    .sort((a, b) => b.pattern.score - a.pattern.score);
  return (pathname: string): RouteMatch<T> | null => {
    for (const { route, pattern } of compiled) {
      const found = pattern.regex.exec(pathname === '' ? '/' : pathname);
      if (!found) continue;
      const params: Record<string, string> = {};
      pattern.names.forEach((name, index) => {
        const value = found[index + 1];
        if (value !== undefined) params[name] = decode(value);
      });
      return { route, params };
    }
    return null;
  };
}
