/**
 * Draws one screen document: loads its data sources (with the global loader), then draws the body
 * and the open dialog, and runs `onEnter`. A source left without a value for want of an answer puts
 * a "Try again" panel above the body. Registry and services come from `RendererProvider`. A new
 * document, version or URL is a new visit: everything starts over.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { HeadStart } from '../data/head-start.ts';
import type { ScreenDocument } from '../document/types.ts';
import { LoadAgain } from '../feedback/LoadAgain.tsx';
import { listenToScreenForms } from '../forms/enter-key.ts';
import { FormsContext, type FormsPort } from '../forms/forms-context.ts';
import { useRenderer } from '../provider/use-renderer.ts';
import { BackHold } from './BackHold.tsx';
import { DialogLayer } from './DialogLayer.tsx';
import { drawNodes } from './draw-nodes.ts';
import { NodeTreeContext, type RenderNode } from './node-tree-context.ts';
import { drawNode } from './NodeView.tsx';
import { NO_ROUTE, type RouteValues } from './route-values.ts';
import { ScreenContext } from './screen-context.ts';
import { createScreenRuntime } from './screen-runtime.ts';

/** Draws one node; handed down the tree so container and fallback nodes can draw theirs. */
const renderNode: RenderNode = drawNode;

/** The first value of a record (the message of the first source that could not be loaded). */
function firstValue(record: Readonly<Record<string, string>>): string | undefined {
  for (const key in record) return record[key];
  return undefined;
}

export interface ScreenViewProps {
  document: ScreenDocument;
  /** `route.params` and `route.query` of the URL (none for a fragment). */
  route?: RouteValues;
  /** Data calls made for this visit before it was drawn (decision 0115); taken once, by the first visit. */
  headStart?: HeadStart;
}

export function ScreenView({ document, route = NO_ROUTE, headStart }: ScreenViewProps) {
  const visit = `${document.id}@${document.version}:${JSON.stringify(route.params)}?${JSON.stringify(route.query)}`;
  return <ScreenVisit key={visit} document={document} route={route} headStart={headStart} />;
}

function ScreenVisit({ document, route, headStart }: ScreenViewProps & { route: RouteValues }) {
  const { registry, services, feedback } = useRenderer();
  const [runtime] = useState(() =>
    createScreenRuntime({ document, registry, route, services, feedback, headStart }),
  );
  useEffect(() => {
    // Enter in the screen forms' fields, and their form elements: once for the page (decision 0066).
    listenToScreenForms(window.document);
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
  const unloaded = firstValue(snapshot.unloaded);
  return (
    <ScreenContext.Provider value={runtime}>
      <FormsContext.Provider value={formsPort}>
        <NodeTreeContext.Provider value={renderNode}>
          {unloaded === undefined ? null : <LoadAgain message={unloaded} onLoadAgain={runtime.loadAgain} />}
          {drawNodes({ nodes: document.body, scope, locals: {}, pointer: '/body', runtime })}
          {document.back ? <BackHold back={document.back} scope={scope} /> : null}
          <DialogLayer dialog={snapshot.dialog} scope={scope} />
        </NodeTreeContext.Provider>
      </FormsContext.Provider>
    </ScreenContext.Provider>
  );
}
