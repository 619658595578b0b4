/**
 * Draws a registered widget: its props evaluated, its children drawn (containers only), and `fire`
 * wired to the node's `on<Event>` actions. While the actions of an event run, firing the same event
 * again is ignored (a double tap makes one request); `onChange` is exempt, as each change carries a
 * new value whose actions must run.
 */
import { useCallback, useState } from 'react';
import { createTapGuard } from '../actions/tap-guard.ts';
import type { EventName, WidgetNode } from '../document/types.ts';
import type { WidgetDefinition } from '../widget-api.ts';
import type { NodeProps } from './node-props.ts';
import { useRenderNode } from './node-tree-context.ts';
import { useScreenRuntime } from './screen-context.ts';

interface WidgetHostProps extends NodeProps {
  definition: WidgetDefinition<unknown>;
}

const UNGUARDED_EVENTS: ReadonlySet<string> = new Set(['onChange']);

function declares(node: WidgetNode, event: EventName): boolean {
  const slot = node[event];
  return slot !== undefined && (!Array.isArray(slot) || slot.length > 0);
}

export function WidgetHost({ definition, node, scope, locals, pointer }: WidgetHostProps) {
  const runtime = useScreenRuntime();
  const renderNode = useRenderNode();
  const [guard] = useState(createTapGuard);

  const fire = useCallback(
    async (event: EventName) => {
      const slot = node[event];
      if (slot === undefined) return;
      if (UNGUARDED_EVENTS.has(event)) await runtime.run(slot, locals);
      else await guard.run(event, () => runtime.run(slot, locals));
    },
    [node, locals, runtime, guard],
  );
  const has = useCallback((event: EventName) => declares(node, event), [node]);

  const props = runtime.evaluate(node.props ?? {}, scope, `${pointer}/props`);
  const Widget = definition.component;
  const children = definition.container
    ? node.children?.map((child, index) =>
        renderNode({ node: child, scope, locals, pointer: `${pointer}/children/${index}` }, index),
      )
    : undefined;
  return (
    <Widget props={props} fire={fire} has={has}>
      {children}
    </Widget>
  );
}
