/**
 * The root the app shell puts around its routes: hands the widget registry and the services to every
 * screen, and draws the renderer's toast and global loader once for the whole app.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { createFeedbackStore, type FeedbackStore } from '../feedback/feedback-store.ts';
import { GlobalLoader } from '../feedback/GlobalLoader.tsx';
import { ToastHost } from '../feedback/ToastHost.tsx';
import type { RendererServices } from '../services-api.ts';
import type { WidgetRegistry } from '../widget-api.ts';
import { RendererContext } from './renderer-context.ts';

interface RendererProviderProps {
  registry: WidgetRegistry;
  services: RendererServices;
  /** The app's own store when the shell says things too (the API client's -4); a new one if not. */
  feedback?: FeedbackStore;
  children?: ReactNode;
}

export function RendererProvider({ registry, services, feedback: given, children }: RendererProviderProps) {
  const [feedback] = useState(() => given ?? createFeedbackStore());
  const runtime = useMemo(() => ({ registry, services, feedback }), [registry, services, feedback]);
  return (
    <RendererContext.Provider value={runtime}>
      {children}
      <ToastHost store={feedback} />
      <GlobalLoader store={feedback} />
    </RendererContext.Provider>
  );
}
