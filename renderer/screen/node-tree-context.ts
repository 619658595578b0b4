/**
 * The node tree is recursive (a container draws its children, an unknown node its fallback), but its
 * modules must not import each other in a cycle: `ScreenView` hands the function that draws a node
 * down through this context instead.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { NodeProps } from './node-props.ts';

export type RenderNode = (props: NodeProps) => ReactNode;

export const NodeTreeContext = createContext<RenderNode | null>(null);

export function useRenderNode(): RenderNode {
  const renderNode = useContext(NodeTreeContext);
  if (!renderNode) throw new Error('useRenderNode: only inside <ScreenView>');
  return renderNode;
}
