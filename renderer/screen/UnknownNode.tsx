/** A node whose type is not in the registry: its `fallback` node is drawn (or nothing) and it is reported once. */
import { useEffect } from 'react';
import type { NodeProps } from './node-props.ts';
import { useRenderNode } from './node-tree-context.ts';

export function UnknownNode({ node, scope, locals, pointer, runtime }: NodeProps) {
  const renderNode = useRenderNode();
  useEffect(() => {
    runtime.report('widget.unknown', { type: node.type, pointer });
  }, [runtime, node.type, pointer]);
  const fallback = node.fallback;
  if (fallback === undefined || fallback === 'drop' || typeof fallback !== 'object') return null;
  return renderNode({ node: fallback, scope, locals, pointer: `${pointer}/fallback`, runtime });
}
