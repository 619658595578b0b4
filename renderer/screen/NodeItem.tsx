/**
 * A node in its scope: drawn when `visible` holds, as its registered widget (props evaluated,
 * children drawn for containers, `fire` wired to its actions), or as its `fallback` when the type is
 * unknown. A node whose expressions read form fields subscribes to those fields, and only those.
 *
 * The node's component is also its widget's error boundary: a widget that throws while drawing draws
 * nothing, is reported, and the screen lives on. One class for both, rather than a node component
 * around a boundary around the widget: each component costs React a fiber and a render per node and
 * visit (two boundaries were ~2% of drawing the order detail, measured). For the same reason the
 * subscription to form fields is a component of its own (chosen by `drawNode` from the document), so
 * the many nodes that read no form pay nothing for it.
 */
import { Component, type ComponentType, type ReactNode } from 'react';
import { nodeFormReads } from '../forms/form-reads.ts';
import { useFormReads } from '../forms/use-form-reads.ts';
import { drawnDefinition, type WidgetComponentProps } from '../widget-api.ts';
import { createNodeEvents, type NodeEvents } from './node-events.ts';
import type { NodeProps } from './node-props.ts';
import { NodeTreeContext, type RenderNode } from './node-tree-context.ts';
import { isShown, reportWidgetError, widgetInput } from './node-parts.ts';
import { UnknownNode } from './UnknownNode.tsx';

type WidgetComponent = ComponentType<WidgetComponentProps<unknown>>;

/** A node whose `visible` and props read no form field. */
export class NodeItem extends Component<NodeProps, { failed: boolean }> {
  static override contextType = NodeTreeContext;
  declare context: RenderNode | null;
  private readonly events: NodeEvents;
  /** Chosen once: a widget drawn before its code arrived keeps its stand-in (and its state). */
  private readonly Widget: WidgetComponent | undefined;

  // Fields set in the constructor, not as class fields: the build's target compiles class fields into
  // a helper call per instance, and a screen makes one of these per interactive node on every visit.
  constructor(props: NodeProps) {
    super(props);
    this.state = { failed: false };
    this.events = createNodeEvents(() => this.props);
    const definition = props.runtime.widget(props.node.type);
    this.Widget = definition && (drawnDefinition(definition).component as WidgetComponent);
  }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    reportWidgetError(this.props, error);
  }

  override render(): ReactNode {
    const nodeProps = this.props;
    const { Widget } = this;
    const definition = nodeProps.runtime.widget(nodeProps.node.type);
    if (this.state.failed || !isShown(nodeProps)) return null;
    if (!definition || !Widget) return <UnknownNode {...nodeProps} />;
    const renderNode = this.context;
    if (!renderNode) throw new Error('NodeItem: only inside <ScreenView>');
    const { props, children } = widgetInput(nodeProps, definition.container, renderNode);
    return (
      <Widget props={props} fire={this.events.fire} has={this.events.has}>
        {children}
      </Widget>
    );
  }
}

/** A node whose `visible` or props read form fields: drawn again when one of those changes. */
export function FormReadingNodeItem(props: NodeProps) {
  useFormReads(props.runtime.forms, nodeFormReads(props.node, 'item'));
  return <NodeItem {...props} />;
}
