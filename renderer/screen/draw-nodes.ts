/** Draws a list of nodes (a body, a container's children, a dialog). */
import type { ReactNode } from 'react';
import type { WidgetNode } from '../document/types.ts';
import type { Scope } from '../expressions/scope.ts';
import { drawNode } from './NodeView.tsx';
import { drawList } from './positional.ts';
import type { ScreenRuntime } from './screen-runtime.ts';

interface NodeListProps {
  nodes: readonly WidgetNode[] | undefined;
  scope: Scope;
  locals: Scope;
  pointer: string;
  runtime: ScreenRuntime;
}

/** A function rather than a component: the list needs no fiber of its own. */
export function drawNodes({ nodes, ...place }: NodeListProps): ReactNode {
  return nodes ? drawList(nodes, place, drawNode) : null;
}
