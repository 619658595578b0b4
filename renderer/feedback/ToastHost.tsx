/**
 * The toast: a polite live region, so screen readers announce it, hidden again ~2.5 s after the
 * borrower can read it. Its clock (kept by the store) runs only while the screen is settled: a
 * toast raised as the app moves on (e.g. "Please sign in again." on the way to sign in) waits while
 * the next screen's document or data is still loading, then stays its time over the drawn screen;
 * a call's loader pauses it. One already seen over the screen the borrower leaves goes with it
 * (decision 0052).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { screenUnsettled, type FeedbackStore } from './feedback-store.ts';
import './feedback.css';

export const TOAST_MS = 2500;

export function ToastHost({ store }: { store: FeedbackStore }) {
  const toast = useSyncExternalStore(store.subscribe, () => store.get().toast);
  // Read only while a toast is up: without one, the loader's comings and goings render nothing here.
  const waiting = useSyncExternalStore(store.subscribe, () => {
    const snapshot = store.get();
    return snapshot.toast !== undefined && screenUnsettled(snapshot);
  });
  useEffect(() => {
    if (!toast || waiting) return undefined;
    // What is left of its time: a load or a call in between neither used it up nor started it again.
    const timer = setTimeout(() => store.dismiss(toast.id), TOAST_MS - store.toastShownMs());
    return () => clearTimeout(timer);
  }, [store, toast, waiting]);
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
