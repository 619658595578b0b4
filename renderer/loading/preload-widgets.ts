/**
 * Fetches the code of the on-demand widgets a document uses, so it is drawn whole at once instead of
 * in pieces. A widget that fails to load is left to its node (drawn when it can, reported if not).
 */
import { widgetTypesOf } from '../document/widget-types.ts';
import type { WidgetRegistry } from '../widget-api.ts';

export async function preloadWidgets(registry: WidgetRegistry, document: unknown): Promise<void> {
  const loads: Promise<void>[] = [];
  for (const type of widgetTypesOf(document)) {
    const preload = Object.hasOwn(registry, type) ? registry[type]?.preload : undefined;
    if (preload) loads.push(preload().catch(() => undefined));
  }
  await Promise.all(loads);
}
