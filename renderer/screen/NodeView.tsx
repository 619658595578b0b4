/**
 * One node of the document: drawn once, or once per element of `each` with `item` and `index` in
 * scope for the node itself (its `visible`, props, actions) and its children.
 */
import type { Key, ReactNode } from 'react';
import { nodeFormReads } from '../forms/form-reads.ts';
import { useFormReads } from '../forms/use-form-reads.ts';
import { FormReadingNodeItem, NodeItem } from './NodeItem.tsx';
import type { NodeProps } from './node-props.ts';
import { useScreenRuntime } from './screen-context.ts';

/**
 * The element that draws a node. A function rather than a component of its own: a screen has many
 * nodes, and a pass-through component would cost React a fiber and a render for each of them.
 */
export function drawNode(props: NodeProps, key?: Key): ReactNode {
  if (props.node.each !== undefined) return <EachNode key={key} {...props} />;
  const Item = itemComponent(props.node);
  return <Item key={key} {...props} />;
}

/** The component for one drawing of a node: the document fixes which (it never changes). */
function itemComponent(node: NodeProps['node']) {
  return nodeFormReads(node, 'item').length > 0 ? FormReadingNodeItem : NodeItem;
}

function EachNode({ node, scope, locals, pointer }: NodeProps) {
  const runtime = useScreenRuntime();
  useFormReads(runtime.forms, nodeFormReads(node, 'each'));
  const items = runtime.evaluate(node.each, scope, `${pointer}/each`);
  if (!Array.isArray(items)) return null;
  const Item = itemComponent(node);
  return items.map((item: unknown, index) => {
    const itemLocals = { ...locals, item, index };
    return (
      <Item key={index} node={node} scope={{ ...scope, item, index }} locals={itemLocals} pointer={pointer} />
    );
  });
}
