/** The toast: a polite live region, so screen readers announce it, hidden again after ~2.5 s. */
import { useEffect, useSyncExternalStore } from 'react';
import type { FeedbackStore } from './feedback-store.ts';
import './feedback.css';

export const TOAST_MS = 2500;

export function ToastHost({ store }: { store: FeedbackStore }) {
  const { toast } = useSyncExternalStore(store.subscribe, store.get);
  useEffect(() => {
    if (!toast) return undefined;
    const timer = setTimeout(() => store.dismiss(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [store, toast]);
  // The live region stays mounted so the message is announced when it appears in it.
  return (
    <div className="r-toast-region" role="status" aria-live="polite">
      {toast ? (
        <div key={toast.id} className="r-toast">
          {toast.text}
        </div>
      ) : null}
    </div>
  );
}
