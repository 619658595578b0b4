// The browser benchmark's page (built by Vite in production mode, driven by render-compare.ts): one
// React root with the renderer's provider around it, as the app has, and a stage that draws one view
// at a time. `window.bench` shows a view and says how long it took to be drawn.
import * as React from 'react';
import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { RendererProvider } from '../../../renderer/provider/RendererProvider.tsx';
import { registry } from '../../../widgets/registry.ts';
import { draw, drawnTexts, isDrawn, services, VIEWS, type View } from './views.tsx';

let current: View | null = null;
const listeners = new Set<() => void>();
const stageStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => current,
};

/** The drawn view sits in its own element: the provider draws its toast and loader beside it. */
function Stage() {
  const view = useSyncExternalStore(stageStore.subscribe, stageStore.get);
  return (
    <div className="bench-view" key={view ?? ''}>
      {view === null ? null : draw[view]()}
    </div>
  );
}

const root = document.getElementById('stage')!;
createRoot(root).render(
  <RendererProvider registry={registry} services={services}>
    <Stage />
  </RendererProvider>,
);

const stage = () => root.querySelector<HTMLElement>('.bench-view')!;

/** Resolves once `test` holds, checked after every change to the stage's DOM. */
function until(test: () => boolean): Promise<void> {
  if (test()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!test()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { childList: true, subtree: true });
  });
}

/** The next frame, then one task: whatever a change scheduled has run by then. */
const settle = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function show(view: View | null) {
  current = view;
  listeners.forEach((listener) => listener());
}

const bench = {
  views: VIEWS,
  /** React's production build has no `act`; the development build has. */
  production: typeof (React as Record<string, unknown>).act !== 'function',
  /** Draws `view` on an empty stage; resolves with the milliseconds until it was drawn, after settling. */
  async draw(view: View): Promise<number> {
    const started = performance.now();
    show(view);
    await until(() => isDrawn(view, stage()));
    const drawnAfter = performance.now() - started;
    await settle();
    return drawnAfter;
  },
  /** The texts of `drawnTexts(view)` the stage does not show (none once drawn right). */
  missingTexts(view: View): string[] {
    const shown = stage().textContent ?? '';
    return drawnTexts(view).filter((text) => !shown.includes(text));
  },
  async clear(): Promise<void> {
    show(null);
    await until(() => stage()?.childElementCount === 0);
    await settle();
  },
  focus(name: string): void {
    stage().querySelector<HTMLInputElement>(`input[name="${name}"]`)!.focus();
  },
  valueOf(name: string): string | undefined {
    return stage().querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;
  },
  settle,
  /** What a screen asked of the services that the fixed answers do not cover. */
  problems: () => services.unexpected,
};

declare global {
  interface Window {
    bench: typeof bench;
  }
}
window.bench = bench;
