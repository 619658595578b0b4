/**
 * `fire` and `has` for a node's widget, wired to its `on<Event>` actions. While the actions of an
 * event run, firing the same event again is ignored (a double tap makes one request); `onChange` is
 * exempt, as each change carries a new value whose actions must run.
 */
import { createTapGuard, type TapGuard } from '../actions/tap-guard.ts';
import type { EventName, WidgetNode } from '../document/types.ts';
import type { NodeProps } from './node-props.ts';

const UNGUARDED_EVENTS: ReadonlySet<string> = new Set(['onChange']);

function declares(node: WidgetNode, event: EventName): boolean {
  const slot = node[event];
  return slot !== undefined && (!Array.isArray(slot) || slot.length > 0);
}

export interface NodeEvents {
  fire(event: EventName): Promise<void>;
  has(event: EventName): boolean;
}

/**
 * The events of the node drawn with `current()`'s props, made once per drawn node: `fire` reads the
 * node, its locals and its screen when it fires (the latest drawing's), so the widget is handed the
 * same functions on every render. The guard is made on the first fire: most nodes are never tapped.
 */
export function createNodeEvents(current: () => NodeProps): NodeEvents {
  let guard: TapGuard | undefined;
  return {
    fire: async (event) => {
      const { node, locals, runtime } = current();
      const slot = node[event];
      if (slot === undefined) return;
      if (UNGUARDED_EVENTS.has(event)) await runtime.run(slot, locals);
      else await (guard ??= createTapGuard()).run(event, () => runtime.run(slot, locals));
    },
    has: (event) => declares(current().node, event),
  };
}
