/**
 * Every routed screen sends one `enter` telemetry event per visit. A screen that tracks its own enter
 * in `onEnter` (to carry a value, e.g. the order id) sends that one instead of the automatic one.
 */
import type { ActionSlot } from '../document/types.ts';

export function tracksOwnEnter(onEnter: ActionSlot | undefined): boolean {
  if (onEnter === undefined) return false;
  const list = Array.isArray(onEnter) ? onEnter : [onEnter];
  return list.some((action) => action.action === 'track' && action.behavior === 'enter');
}
