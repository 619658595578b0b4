/**
 * The steps of drawing a node that are the same however it is drawn, in place (draw-in-place.tsx)
 * or as a component (NodeItem.tsx): whether it shows, what its widget is given, and the report of a
 * widget that threw.
 */
import type { ReactNode } from 'react';
import type { RenderNode } from './node-tree-context.ts';
import type { NodeProps } from './node-props.ts';
import { drawList } from './positional.ts';

/** One object for every node without props: evaluated (and compiled) once, not once per render. */
const NO_PROPS = {};

/** Whether the node's `visible` holds (a node without one always shows). */
export function isShown({ node, scope, pointer, runtime }: NodeProps): boolean {
  return node.visible === undefined || Boolean(runtime.evaluate(node.visible, scope, `${pointer}/visible`));
}

/** The node's props, evaluated, and its children drawn with `drawChild` (containers only). */
export function widgetInput(
  { node, scope, locals, pointer, runtime }: NodeProps,
  container: boolean | undefined,
  drawChild: RenderNode,
): { props: unknown; children: ReactNode } {
  return {
    props: runtime.evaluate(node.props ?? NO_PROPS, scope, `${pointer}/props`),
    children:
      container && node.children
        ? drawList(node.children, { scope, locals, pointer: `${pointer}/children`, runtime }, drawChild)
        : undefined,
  };
}

/** Reports a widget that threw while drawing: the node draws nothing, the screen lives on. */
export function reportWidgetError({ node, pointer, runtime }: NodeProps, error: unknown): void {
  runtime.report('widget.error', {
    type: node.type,
    pointer,
    message: error instanceof Error ? error.message : String(error),
  });
}
