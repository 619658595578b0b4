/**
 * Client build only: a widget's `props.schema.json` is imported for its `x-widget` facts (type,
 * since, events, container) and a prop's `pattern` a widget enforces at run time too (Link's safe
 * href); the rest (descriptions, enums, the props' shapes) is for `schemas:check`. Keeping only
 * those keeps some 30 KB of schema text out of every borrower's first download.
 */
import type { Plugin } from 'vite';

const WIDGET_SCHEMA = /[\\/]widgets[\\/][a-z0-9-]+[\\/]props\.schema\.json$/;

export function widgetFactsOnly(): Plugin {
  return {
    name: 'widget-facts-only',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!WIDGET_SCHEMA.test(id)) return null;
      const schema = JSON.parse(code) as {
        'x-widget'?: unknown;
        properties?: Record<string, { pattern?: string }>;
      };
      const patterns = Object.entries(schema.properties ?? {}).flatMap(([name, prop]) =>
        prop.pattern === undefined ? [] : [[name, { pattern: prop.pattern }] as const],
      );
      return {
        code: JSON.stringify({ 'x-widget': schema['x-widget'], properties: Object.fromEntries(patterns) }),
        map: null,
      };
    },
  };
}
