/**
 * Draws one screen document: loads its data sources (with the global loader), then draws the body
 * and the open dialog, and runs `onEnter`. Registry and services come from `RendererProvider`. A new
 * document, version or URL is a new visit: everything starts over.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ScreenDocument } from '../document/types.ts';
import { FormsContext, type FormsPort } from '../forms/forms-context.ts';
import { useRenderer } from '../provider/use-renderer.ts';
import { DialogLayer } from './DialogLayer.tsx';
import { drawNodes } from './draw-nodes.ts';
import { NodeTreeContext, type RenderNode } from './node-tree-context.ts';
import { drawNode } from './NodeView.tsx';
import { NO_ROUTE, type RouteValues } from './route-values.ts';
import { ScreenContext } from './screen-context.ts';
import { createScreenRuntime } from './screen-runtime.ts';

/** Draws one node; handed down the tree so container and fallback nodes can draw theirs. */
const renderNode: RenderNode = drawNode;

export interface ScreenViewProps {
  document: ScreenDocument;
  /** `route.params` and `route.query` of the URL (none for a fragment). */
  route?: RouteValues;
}

export function ScreenView({ document, route = NO_ROUTE }: ScreenViewProps) {
  const visit = `${document.id}@${document.version}:${JSON.stringify(route.params)}?${JSON.stringify(route.query)}`;
  return <ScreenVisit key={visit} document={document} route={route} />;
}

function ScreenVisit({ document, route }: Required<ScreenViewProps>) {
  const { registry, services, feedback } = useRenderer();
  const [runtime] = useState(() => createScreenRuntime({ document, registry, route, services, feedback }));
  useEffect(() => {
    runtime.enter();
    return () => runtime.leave();
  }, [runtime]);
  const formsPort = useMemo<FormsPort>(
    () => ({
      forms: runtime.forms,
      onUnknownField: (form, field) => runtime.report('field.unknown', { form, field }),
    }),
    [runtime],
  );
  const snapshot = useSyncExternalStore(runtime.store.subscribe, runtime.store.getReady);
  if (!snapshot) return null;
  const scope = runtime.scopeOf(snapshot);
  return (
    <ScreenContext.Provider value={runtime}>
      <FormsContext.Provider value={formsPort}>
        <NodeTreeContext.Provider value={renderNode}>
          {drawNodes({ nodes: document.body, scope, locals: {}, pointer: '/body', runtime })}
          <DialogLayer dialog={snapshot.dialog} scope={scope} />
        </NodeTreeContext.Provider>
      </FormsContext.Provider>
    </ScreenContext.Provider>
  );
}
