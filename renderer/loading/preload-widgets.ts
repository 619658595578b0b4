/**
 * Fetches the code of the on-demand widgets a document uses, so it is drawn whole at once instead of
 * in pieces. When any of them cannot be fetched (the network dropped), it rejects once all have
 * settled: the shell then offers Try again rather than a screen with parts missing (a form without
 * its fields, say), and the ones that did arrive are not fetched again.
 */
import { widgetTypesOf } from '../document/widget-types.ts';
import type { WidgetRegistry } from '../widget-api.ts';

export function preloadWidgets(registry: WidgetRegistry, document: unknown): Promise<void> {
  return preloadWidgetTypes(registry, widgetTypesOf(document));
}

/**
 * The same for widget types named ahead of the document (the app shell's hint from the bundled copy
 * of a screen): a type fetched twice at once is fetched once, as each widget keeps its own load.
 */
export async function preloadWidgetTypes(registry: WidgetRegistry, types: Iterable<string>): Promise<void> {
  const loads: Promise<void>[] = [];
  for (const type of types) {
    const preload = Object.hasOwn(registry, type) ? registry[type]?.preload : undefined;
    if (preload) loads.push(preload());
  }
  const failed = (await Promise.allSettled(loads)).find((load) => load.status === 'rejected');
  if (failed) throw failed.reason;
}
