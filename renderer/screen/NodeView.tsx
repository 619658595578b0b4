/**
 * One node of the document: drawn once, or once per element of `each` with `item` and `index` in
 * scope for the node itself (its `visible`, props, actions) and its children. A node that needs no
 * component of its own is drawn in place (draw-in-place.tsx).
 */
import type { ReactNode } from 'react';
import { nodeFormReads } from '../forms/form-reads.ts';
import { useFormReads } from '../forms/use-form-reads.ts';
import { drawInPlace, inPlaceWidget } from './draw-in-place.tsx';
import { FormReadingNodeItem, NodeItem } from './NodeItem.tsx';
import type { NodeProps } from './node-props.ts';
import { positional } from './positional.ts';

/**
 * The element that draws a node. A function rather than a component of its own: a screen has many
 * nodes, and a pass-through component would cost React a fiber and a render for each of them.
 */
export function drawNode(props: NodeProps): ReactNode {
  if (props.node.each !== undefined) return <EachNode {...props} />;
  return drawOne(props);
}

/** One drawing of a node (of each element of `each`, or of a node without). */
function drawOne(props: NodeProps): ReactNode {
  const plain = inPlaceWidget(props);
  if (plain) return drawInPlace(props, plain, drawNode);
  // The document fixes which component (it never changes).
  const Item = nodeFormReads(props.node, 'item').length > 0 ? FormReadingNodeItem : NodeItem;
  return <Item {...props} />;
}

function EachNode({ node, scope, locals, pointer, runtime }: NodeProps) {
  useFormReads(runtime.forms, nodeFormReads(node, 'each'));
  const items = runtime.evaluate(node.each, scope, `${pointer}/each`);
  if (!Array.isArray(items)) return null;
  const drawn = new Array<ReactNode>(items.length);
  for (let index = 0; index < items.length; index++) {
    const item: unknown = items[index];
    drawn[index] = drawOne({
      node,
      scope: { ...scope, item, index },
      locals: { ...locals, item, index },
      pointer,
      runtime,
    });
  }
  return positional(drawn);
}
