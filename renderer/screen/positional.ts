/**
 * Siblings drawn from document nodes, placed by position: a node's place in its list is its identity
 * (nodes are positional in the document). They are handed to React as the arguments of one fragment
 * rather than as an array, so none needs a key, and a node drawn in place (draw-in-place.tsx) is not
 * copied to give it one.
 */
import { createElement, Fragment, type ReactNode } from 'react';
import type { WidgetNode } from '../document/types.ts';
import type { RenderNode } from './node-tree-context.ts';
import type { NodeProps } from './node-props.ts';

export function positional(siblings: readonly ReactNode[]): ReactNode {
  return createElement(Fragment, null, ...siblings);
}

/**
 * Draws `nodes` with `draw`, each at `<pointer>/<index>`. A loop rather than `map` with an arrow:
 * this runs for every list on every render, and an arrow made each time is a new function whose
 * optimised code V8 drops at the next collection and compiles again.
 */
export function drawList(
  nodes: readonly WidgetNode[],
  { scope, locals, pointer, runtime }: Omit<NodeProps, 'node'>,
  draw: RenderNode,
): ReactNode {
  const drawn = new Array<ReactNode>(nodes.length);
  for (let index = 0; index < nodes.length; index++)
    drawn[index] = draw({ node: nodes[index]!, scope, locals, pointer: `${pointer}/${index}`, runtime });
  return positional(drawn);
}
