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
    .sort((a, b) => a.path.localeCompare(b.path));
}
