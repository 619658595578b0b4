/**
 * Every routed screen sends one `enter` telemetry event per visit: the screen id as the page, and the
 * route's `:id` parameter (the order of `/orders/:id/detail`) as the value when the route has one. A
 * screen that tracks its own enter in `onEnter` (to carry another value) sends that one instead.
 */
import type { ActionSlot } from '../document/types.ts';
import type { RendererServices } from '../services-api.ts';
import type { RouteValues } from './route-values.ts';

type TrackEvent = Parameters<RendererServices['track']>[0];

export function automaticEnterEvent(screenId: string, route: RouteValues): TrackEvent {
  const id = route.params['id'];
  return id ? { behavior: 'enter', page: screenId, value: id } : { behavior: 'enter', page: screenId };
}

export function tracksOwnEnter(onEnter: ActionSlot | undefined): boolean {
  if (onEnter === undefined) return false;
  const list = Array.isArray(onEnter) ? onEnter : [onEnter];
  return list.some((action) => action.action === 'track' && action.behavior === 'enter');
}
