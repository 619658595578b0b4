/**
 * Which copy of a screen to draw: the served one when it is a screen document with the asked id, of
 * this renderer's format (an older copy is upgraded first, upgrade-served.ts); otherwise the copy
 * bundled at build time.
 */
import type { ScreenDocument } from '../document/types.ts';
import { isScreenDocument } from './check-document.ts';
import { RENDERER_FORMAT } from '../format.ts';

export type ScreenOrigin = 'served' | 'bundled';

export function pickScreen(
  id: string,
  served: unknown,
  bundled: ScreenDocument | undefined,
): { document: ScreenDocument; origin: ScreenOrigin } | undefined {
  if (isScreenDocument(served) && served.id === id && served.format === RENDERER_FORMAT)
    return { document: served, origin: 'served' };
  return bundled ? { document: bundled, origin: 'bundled' } : undefined;
}
