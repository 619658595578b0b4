/**
 * Reads a widget's registry facts (`type`, `since`, `events`, `container`) from the `x-widget` block
 * of its `props.schema.json`, so the JSON file the checker reads and the TypeScript definition the
 * renderer reads can never disagree. The rest of the schema (props, descriptions) is for the
 * checker only: the client build keeps just this block (scripts/vite/widget-facts-only.ts).
 */
import type { WidgetDefinition } from '../renderer/widget-api.ts';

interface PropsSchemaWithFacts {
  'x-widget': { type: string; since: number; events: readonly string[]; container: boolean };
}

type Facts = Pick<WidgetDefinition, 'type' | 'since' | 'events' | 'container'>;

export function widgetFacts(schema: PropsSchemaWithFacts): Facts {
  const facts = schema['x-widget'];
  for (const event of facts.events) {
    if (!/^on[A-Z]/.test(event)) throw new Error(`${facts.type}: event "${event}" must look like onPress`);
  }
  return {
    type: facts.type,
    since: facts.since,
    events: facts.events as readonly `on${string}`[],
    container: facts.container,
  };
}
