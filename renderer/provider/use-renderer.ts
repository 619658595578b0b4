/** Hooks for code under a `RendererProvider` (screens, the app shell's own UI). */
import { useContext } from 'react';
import type { FeedbackStore } from '../feedback/feedback-store.ts';
import { RendererContext, type RendererRuntime } from './renderer-context.ts';

export function useRenderer(): RendererRuntime {
  const runtime = useContext(RendererContext);
  if (!runtime) throw new Error('useRenderer: wrap the app in <RendererProvider registry services>');
  return runtime;
}

/** Shows a toast, e.g. from the app shell when the network drops. */
export function useToast(): (text: string) => void {
  return useRenderer().feedback.toast;
}

/** The feedback store: `beginBusy()` shows the global loader until the returned function is called. */
export function useFeedback(): FeedbackStore {
  return useRenderer().feedback;
}
