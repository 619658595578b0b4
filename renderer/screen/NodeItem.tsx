/**
 * A node in its scope: drawn when `visible` holds, as its registered widget, or as its `fallback`
 * when the type is unknown. Subscribes to the form fields its expressions read, and only those.
 */
import { nodeFormReads } from '../forms/form-reads.ts';
import { useFormReads } from '../forms/use-form-reads.ts';
import { useRenderer } from '../provider/use-renderer.ts';
import { NodeBoundary } from './NodeBoundary.tsx';
import type { NodeProps } from './node-props.ts';
import { UnknownNode } from './UnknownNode.tsx';
import { WidgetHost } from './WidgetHost.tsx';
import { useScreenRuntime } from './screen-context.ts';

export function NodeItem({ node, scope, locals, pointer }: NodeProps) {
  const runtime = useScreenRuntime();
  const { registry } = useRenderer();
  useFormReads(runtime.forms, nodeFormReads(node, 'item'));

  if (node.visible !== undefined && !runtime.evaluate(node.visible, scope, `${pointer}/visible`)) return null;
  const definition = Object.hasOwn(registry, node.type) ? registry[node.type] : undefined;
  if (!definition) return <UnknownNode node={node} scope={scope} locals={locals} pointer={pointer} />;
  const onError = (error: unknown) =>
    runtime.report('widget.error', {
      type: node.type,
      pointer,
      message: error instanceof Error ? error.message : String(error),
    });
  return (
    <NodeBoundary onError={onError}>
      <WidgetHost definition={definition} node={node} scope={scope} locals={locals} pointer={pointer} />
    </NodeBoundary>
  );
}
