/**
 * Every widget `type` a screen document may draw: in its body, dialogs, children and fallbacks, and
 * in nodes nested anywhere else (e.g. a list's item template). Collects the `type` of every object
 * that has one, so a node in a place this file does not name is still found; a few extra names
 * (an action's `type`) do no harm, as callers look them up in the registry.
 */
export function widgetTypesOf(document: unknown): Set<string> {
  const types = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.type === 'string') types.add(record.type);
    for (const child of Object.values(record)) visit(child);
  };
  visit(document);
  return types;
}
