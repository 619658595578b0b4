/**
 * One node of the document: drawn once, or once per element of `each` with `item` and `index` in
 * scope for the node itself (its `visible`, props, actions) and its children.
 */
import { useMemo } from 'react';
import { formReadsOf } from '../forms/form-reads.ts';
import { useFormReads } from '../forms/use-form-reads.ts';
import { NodeItem } from './NodeItem.tsx';
import type { NodeProps } from './node-props.ts';
import { useScreenRuntime } from './screen-context.ts';

export function NodeView(props: NodeProps) {
  if (props.node.each === undefined) return <NodeItem {...props} />;
  return <EachNode {...props} />;
}

function EachNode({ node, scope, locals, pointer }: NodeProps) {
  const runtime = useScreenRuntime();
  const reads = useMemo(() => formReadsOf([node.each]), [node]);
  useFormReads(runtime.forms, reads);
  const items = runtime.evaluate(node.each, scope, `${pointer}/each`);
  if (!Array.isArray(items)) return null;
  return items.map((item: unknown, index) => {
    const itemLocals = { ...locals, item, index };
    return (
      <NodeItem
        key={index}
        node={node}
        scope={{ ...scope, item, index }}
        locals={itemLocals}
        pointer={pointer}
      />
    );
  });
}
