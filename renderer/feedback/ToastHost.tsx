/**
 * The toast: a polite live region, so screen readers announce it, hidden again ~2.5 s after the
 * borrower can read it. Its clock runs only while the screen is settled: a toast raised as the app
 * moves on (e.g. "Please sign in again." on the way to sign in) waits while the next screen's
 * document or data is still loading, then stays its time over the drawn screen. The clock pauses
 * rather than starts again: a toast read over one screen ("Code sent", then a quick sign in) is
 * not shown its whole time again over the next, and one all but done goes as that screen is drawn
 * instead of blinking over it.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { screenUnsettled, type FeedbackStore } from './feedback-store.ts';
import './feedback.css';

export const TOAST_MS = 2500;
/** Less than this left when the clock would go on: the toast has been read, it goes at once. */
export const TOAST_READ_MS = TOAST_MS - 700;

export function ToastHost({ store }: { store: FeedbackStore }) {
  const toast = useSyncExternalStore(store.subscribe, () => store.get().toast);
  // Read only while a toast is up: without one, the loader's comings and goings render nothing here.
  const waiting = useSyncExternalStore(store.subscribe, () => {
    const snapshot = store.get();
    return snapshot.toast !== undefined && screenUnsettled(snapshot);
  });
  // How long the current toast has been up over a settled screen; a load in between adds nothing.
  const clock = useRef({ id: 0, shownMs: 0 });
  useEffect(() => {
    if (!toast || waiting) return undefined;
    if (clock.current.id !== toast.id) clock.current = { id: toast.id, shownMs: 0 };
    const shown = clock.current;
    if (shown.shownMs >= TOAST_READ_MS) {
      store.dismiss(toast.id);
      return undefined;
    }
    const since = performance.now();
    const timer = setTimeout(() => store.dismiss(toast.id), TOAST_MS - shown.shownMs);
    return () => {
      clearTimeout(timer);
      shown.shownMs += performance.now() - since;
    };
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
