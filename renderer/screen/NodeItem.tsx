/**
 * A node in its scope: drawn when `visible` holds, as its registered widget (props evaluated,
 * children drawn for containers, `fire` wired to its actions), or as its `fallback` when the type is
 * unknown. A node whose expressions read form fields subscribes to those fields, and only those.
 *
 * The component draws the widget itself, with only the error boundary between them: a screen has
 * many nodes, and each component in between costs React a fiber and a render per node and visit.
 * For the same reason the subscription to form fields is a component of its own (chosen by
 * `drawNode` from the document), so the many nodes that read no form pay nothing for it.
 */
import { useState, type ReactNode } from 'react';
import { nodeFormReads } from '../forms/form-reads.ts';
import { useFormReads } from '../forms/use-form-reads.ts';
import { drawnDefinition } from '../widget-api.ts';
import { NodeBoundary } from './NodeBoundary.tsx';
import type { NodeProps } from './node-props.ts';
import { useRenderNode } from './node-tree-context.ts';
import { isShown, reportWidgetError, widgetInput } from './node-parts.ts';
import { UnknownNode } from './UnknownNode.tsx';
import { useNodeEvents } from './use-node-events.ts';

function useDrawnNode(nodeProps: NodeProps): ReactNode {
  const { node, scope, locals, pointer, runtime } = nodeProps;
  const renderNode = useRenderNode();
  const { fire, has, submits } = useNodeEvents(runtime, node, locals);
  const definition = runtime.widget(node.type);
  // Chosen once: a widget that was drawn before its code arrived keeps its stand-in (and its state).
  const [Widget] = useState(() => definition && drawnDefinition(definition).component);

  if (!isShown(nodeProps)) return null;
  if (!definition || !Widget)
    return <UnknownNode node={node} scope={scope} locals={locals} pointer={pointer} runtime={runtime} />;
  const onError = (error: unknown) => reportWidgetError(nodeProps, error);
  const { props, children } = widgetInput(nodeProps, definition.container, renderNode);
  return (
    <NodeBoundary onError={onError}>
      <Widget props={props} fire={fire} has={has} submits={submits}>
        {children}
      </Widget>
    </NodeBoundary>
  );
}

/** A node whose `visible` and props read no form field. */
export function NodeItem(props: NodeProps) {
  return useDrawnNode(props);
}

/** A node whose `visible` or props read form fields: drawn again when one of those changes. */
export function FormReadingNodeItem(props: NodeProps) {
  useFormReads(props.runtime.forms, nodeFormReads(props.node, 'item'));
  return useDrawnNode(props);
}
