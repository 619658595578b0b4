/** Draws a list of nodes (a body, a container's children, a dialog). */
import type { WidgetNode } from '../document/types.ts';
import type { Scope } from '../expressions/scope.ts';
import { drawNode } from './NodeView.tsx';

interface NodeListProps {
  nodes: readonly WidgetNode[] | undefined;
  scope: Scope;
  locals: Scope;
  pointer: string;
}

export function NodeList({ nodes, scope, locals, pointer }: NodeListProps) {
  if (!nodes) return null;
  // Nodes are positional in the document, so the index is their identity.
  return nodes.map((node, index) => drawNode({ node, scope, locals, pointer: `${pointer}/${index}` }, index));
}
