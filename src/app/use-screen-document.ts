/**
 * Loads a screen document by id for drawing, with the code of the on-demand widgets it uses, so it
 * appears whole; `retry` starts over after a failure. `afterFailure` is asked before a failure is
 * shown: true means the page is being reloaded (a new build was deployed), so none is. With the
 * URL's `route`, the document's first data calls start as soon as it arrives, while its widget code
 * is still on its way (`headStart`, decision 0115).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { startDataCalls, type HeadStart } from '../../renderer/data/head-start.ts';
import type { ScreenDocument } from '../../renderer/document/types.ts';
import { preloadWidgets, preloadWidgetTypes } from '../../renderer/loading/preload-widgets.ts';
import { useFeedback, useRenderer } from '../../renderer/provider/use-renderer.ts';
import type { RouteValues } from '../../renderer/screen/route-values.ts';
import type { ScreenLoader } from '../api/screens.ts';
import { bundledWidgetTypes } from './screen-bundle.ts';

type Loaded = { id: string; attempt: number } & (
  { document: ScreenDocument; headStart: HeadStart | undefined } | { failed: true }
);

export interface ScreenDocumentOptions {
  afterFailure?: () => Promise<boolean>;
  /** The URL the screen is drawn for: its sources that read only it are called on the document's arrival. */
  route?: RouteValues;
}

export function useScreenDocument(loader: ScreenLoader, id: string, options: ScreenDocumentOptions = {}) {
  const { afterFailure } = options;
  const feedback = useFeedback();
  const { registry, services } = useRenderer();
  // The URL at the document's arrival: a new query alone is a new visit of the same document, not
  // a reason to load it again.
  const route = useRef(options.route);
  useLayoutEffect(() => {
    route.current = options.route;
  });
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | undefined>();
  useEffect(() => {
    let current = true;
    // A toast raised on the way here (e.g. "Please sign in again.") waits until this screen can be drawn.
    const settled = feedback.beginScreen();
    const loading = loader.load(id);
    // The widget code the screen will need is fetched while its document is on its way (asked for
    // first, so that it is not queued behind the code), not after: on a slow network a round trip
    // or more saved on each screen's first visit. A fetch that fails here fails the preload below
    // as well, which says so.
    preloadWidgetTypes(registry, bundledWidgetTypes(id)).catch(() => undefined);
    loading
      .then(async (document) => {
        // A screen left before its document arrived makes no calls.
        const headStart =
          current && route.current ? startDataCalls(document, services, route.current) : undefined;
        await preloadWidgets(registry, document);
        return { document, headStart };
      })
      .then(
        ({ document, headStart }) => current && setLoaded({ id, attempt, document, headStart }),
        async () => {
          if (afterFailure && (await afterFailure())) return;
          if (current) setLoaded({ id, attempt, failed: true });
        },
      )
      .finally(settled);
    return () => {
      current = false;
      settled();
    };
  }, [loader, registry, services, feedback, id, attempt, afterFailure]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const settled = loaded && loaded.id === id && loaded.attempt === attempt ? loaded : undefined;
  return {
    document: settled && 'document' in settled ? settled.document : undefined,
    headStart: settled && 'document' in settled ? settled.headStart : undefined,
    failed: Boolean(settled && 'failed' in settled),
    retry,
  };
}
