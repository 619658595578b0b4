/**
 * The route table, built from the `route` block of every bundled screen document: the app's routes
 * are whatever the screen files declare (fragments, without a route, are left out).
 */
import type { ScreenRoute } from '../../renderer/document/types.ts';

export interface RouteEntry {
  /** Screen id = file name without `.json`. */
  id: string;
  path: string;
  title?: string;
  background?: string;
  auth: boolean;
}

export function screenIdOf(file: string): string {
  return (file.split('/').pop() ?? file).replace(/\.json$/, '');
}

/**
 * Paths in code-unit order: the order only has to be the same on every load (the matcher ranks by
 * pattern first). `localeCompare` would build the page's ICU collator on first use, 11-12 ms on the
 * benchmark host before the first screen is drawn (docs/quality.md, "The forty-ninth session: the
 * first visit's start").
 */
function byPath(a: RouteEntry, b: RouteEntry): number {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

export function buildRouteTable(routes: Readonly<Record<string, ScreenRoute | undefined>>): RouteEntry[] {
  return Object.entries(routes)
    .filter((entry): entry is [string, ScreenRoute] => entry[1] !== undefined)
    .map(([file, route]) => ({
      id: screenIdOf(file),
      path: route.path,
      title: route.title,
      background: route.background,
      auth: route.auth ?? true,
    }))
    .sort(byPath);
}
