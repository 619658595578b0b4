/**
 * Client build only: a widget's `props.schema.json` is imported for its `x-widget` facts (type,
 * since, events, container); the props and their descriptions are for `schemas:check`. Keeping
 * only that block keeps some 30 KB of schema text out of every borrower's first download.
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
      const schema = JSON.parse(code) as { 'x-widget'?: unknown };
      return { code: JSON.stringify({ 'x-widget': schema['x-widget'] }), map: null };
    },
  };
}
