/**
 * Nodes drawn in place. A node whose widget is `plain` (its component a function of its input alone:
 * no hooks, no context, no state) and that has no actions and reads no form field needs nothing of
 * React's per-component machinery, so it is drawn by calling that function during the render of
 * whatever draws its parent. Most of a screen's nodes are such (texts, tags, rows, cards, key-value
 * rows), and each component in between costs React a fiber, a render and an error boundary per node
 * and visit. A widget that throws draws nothing and is reported, as the boundary does for the others;
 * unlike a boundary, it is tried again on the next render (with the data that may have fixed it).
 */
import type { ReactNode } from 'react';
import type { WidgetNode } from '../document/types.ts';
import { nodeFormReads } from '../forms/form-reads.ts';
import { drawnDefinition, type WidgetComponentProps, type WidgetDefinition } from '../widget-api.ts';
import type { RenderNode } from './node-tree-context.ts';
import type { NodeProps } from './node-props.ts';
import { isShown, reportWidgetError, widgetInput } from './node-parts.ts';

const NO_EVENTS: Pick<WidgetComponentProps<unknown>, 'fire' | 'has'> = {
  fire: () => Promise.resolve(),
  has: () => false,
};

/** Whether a node, whatever its widget, could be drawn in place: it depends on the node alone. */
const quietNodes = new WeakMap<WidgetNode, boolean>();

function isQuiet(node: WidgetNode): boolean {
  let quiet = quietNodes.get(node);
  if (quiet === undefined) {
    quiet = !declaresActions(node) && nodeFormReads(node, 'item').length === 0;
    quietNodes.set(node, quiet);
  }
  return quiet;
}

function declaresActions(node: WidgetNode): boolean {
  return Object.keys(node).some((key) => /^on[A-Z]/.test(key) && node[key as `on${string}`] !== undefined);
}

/**
 * The plain widget `node` is drawn with in place, or undefined when it needs a component. An
 * on-demand widget is drawn in place once its code has arrived (a stand-in has state).
 */
export function inPlaceWidget({ node, runtime }: NodeProps): WidgetDefinition<unknown> | undefined {
  const registered = runtime.widget(node.type);
  const definition = registered && drawnDefinition(registered);
  return definition?.plain && isQuiet(node) ? definition : undefined;
}

export function drawInPlace(
  nodeProps: NodeProps,
  definition: WidgetDefinition<unknown>,
  drawChild: RenderNode,
): ReactNode {
  if (!isShown(nodeProps)) return null;
  const input = widgetInput(nodeProps, definition.container, drawChild);
  try {
    return (definition.component as (input: WidgetComponentProps<unknown>) => ReactNode)({
      ...input,
      ...NO_EVENTS,
    });
  } catch (error) {
    reportWidgetError(nodeProps, error);
    return null;
  }
}
