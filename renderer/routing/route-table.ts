/**
 * The app's routes from its screen documents (pure; the app shell turns them into React Router
 * routes). Fragments (screens without `route`) have no route. Two screens claiming one path is a
 * defect CI rejects; at run time the first keeps it and the other is reported.
 */
import type { ScreenDocument } from '../document/types.ts';

export interface RouteEntry {
  screenId: string;
  /** React Router pattern, e.g. `/orders/:id/detail`. */
  path: string;
  title?: string;
  background?: string;
  /** Whether visitors without a token are sent to `/login?redirect={path}`. */
  auth: boolean;
}

export function buildRouteTable(
  documents: readonly ScreenDocument[],
  onProblem?: (message: string) => void,
): RouteEntry[] {
  const byPath = new Map<string, RouteEntry>();
  for (const document of documents) {
    const route = document.route;
    if (!route) continue;
    const taken = byPath.get(route.path);
    if (taken) {
      onProblem?.(`${document.id}: path ${route.path} is already the route of ${taken.screenId}`);
      continue;
    }
    byPath.set(route.path, {
      screenId: document.id,
      path: route.path,
      ...(route.title !== undefined ? { title: route.title } : {}),
      ...(route.background !== undefined ? { background: route.background } : {}),
      auth: route.auth ?? true,
    });
  }
  return [...byPath.values()];
}
