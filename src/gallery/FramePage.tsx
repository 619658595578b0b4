/**
 * A gallery frame: ONE screen with ONE fixture, drawn by the real renderer, widgets and styles at
 * phone width, with the fixture's clock, session, platform and answers; then the fixture's play
 * steps; then `data-gallery-ready="true"` on <html> (what the snapshot test waits for). Problems of
 * the screen or fixture files are shown instead of the screen.
 */
import { useEffect, useMemo, useState } from 'react';
import type { ScreenDocument } from '../../renderer/document/types.ts';
import { RendererProvider } from '../../renderer/provider/RendererProvider.tsx';
import { preloadWidgets } from '../../renderer/loading/preload-widgets.ts';
import { ScreenView } from '../../renderer/screen/ScreenView.tsx';
import { registry } from '../../widgets/registry.ts';
import { applyPageFrame } from '../app/page-frame.ts';
import { fixClock } from './fixed-clock.ts';
import { nowOf, type Fixture } from './fixture.ts';
import { fetchScreen } from './gallery-api.ts';
import { createGalleryServices } from './gallery-services.ts';
import { runPlay } from './play-steps.ts';
import { prepareFrame } from './prepare-frame.ts';
import { ProblemList } from './ProblemList.tsx';
import { waitUntilSettled } from './settle.ts';

export interface FrameRequest {
  screen: string;
  fixture: string;
  locale: string | null;
}

type FrameState =
  | { kind: 'loading' }
  | { kind: 'problems'; problems: string[] }
  | { kind: 'screen'; document: ScreenDocument; fixture: Fixture };

export function markReady(): void {
  document.documentElement.dataset.galleryReady = 'true';
}

export function FramePage({ request }: { request: FrameRequest }) {
  const [state, setState] = useState<FrameState>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    fetchScreen(request.screen, request.locale)
      .then(async (answer) => {
        if (!current) return;
        const prepared = prepareFrame(answer, request.fixture);
        if ('problems' in prepared) return setState({ kind: 'problems', problems: prepared.problems });
        // As the app shell does: the screen appears whole, with its on-demand widgets, or not at all.
        await preloadWidgets(registry, prepared.document);
        if (!current) return;
        fixClock(nowOf(prepared.fixture));
        applyPageFrame(prepared.document.route ?? {});
        setState({ kind: 'screen', ...prepared });
      })
      .catch((error: Error) => current && setState({ kind: 'problems', problems: [error.message] }));
    return () => {
      current = false;
    };
  }, [request]);

  useEffect(() => {
    if (state.kind === 'problems') markReady();
    if (state.kind !== 'screen') return;
    let current = true;
    void (async () => {
      await waitUntilSettled(document.body);
      const failed = await runPlay(state.fixture.play ?? []);
      if (!current) return;
      if (failed) setState({ kind: 'problems', problems: [failed] });
      else markReady();
    })();
    return () => {
      current = false;
    };
  }, [state]);

  if (state.kind === 'loading') return null;
  if (state.kind === 'problems')
    return (
      <ProblemList
        problems={state.problems}
        title={`${request.screen} — ${request.fixture} cannot be drawn`}
      />
    );
  return <FrameScreen document={state.document} fixture={state.fixture} />;
}

function FrameScreen({ document, fixture }: { document: ScreenDocument; fixture: Fixture }) {
  const { services } = useMemo(() => createGalleryServices(fixture), [fixture]);
  const route = useMemo(
    () => ({ params: { ...fixture.route?.params }, query: { ...fixture.route?.query } }),
    [fixture],
  );
  return (
    <RendererProvider registry={registry} services={services}>
      <main className="app-screen">
        <ScreenView document={document} route={route} />
      </main>
    </RendererProvider>
  );
}
