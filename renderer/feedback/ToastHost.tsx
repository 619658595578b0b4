/**
 * The toast: a polite live region, so screen readers announce it, hidden again after the borrower
 * could read it (2.5 s, longer for a longer text: `toastMs`). Its clock (kept by the store) runs
 * only while the screen is settled: a toast raised as the app moves on (e.g. "Please sign in
 * again." on the way to sign in) waits while the next screen's document or data is still loading,
 * then stays its time over the drawn screen; a call's loader pauses it. One already seen over the
 * screen the borrower leaves goes with it (decision 0052). It stands clear of the field that has
 * focus (keep-toast-clear.ts). One that repeats a field's alert is drawn but not spoken again
 * (said-by-an-alert.ts).
 */
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { screenUnsettled, type FeedbackStore } from './feedback-store.ts';
import { keepToastClear } from './keep-toast-clear.ts';
import { saidByAnAlert } from './said-by-an-alert.ts';
import './feedback.css';

export const TOAST_MS = 2500;
/** The class of the toast's live region, which stays spoken while a dialog hides the page behind it. */
export const TOAST_REGION_CLASS = 'r-toast-region';
/** Reading time per word for a borrower reading a second language on a small screen. */
const MS_PER_WORD = 300;
const LONGEST_TOAST_MS = 12_000;

/**
 * How long a toast stays: 2.5 s for a short one ("Code sent"), longer for a server's sentence or
 * two (a refused contact form says why in 40 words), so it can be read before it goes.
 */
export function toastMs(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.min(LONGEST_TOAST_MS, Math.max(TOAST_MS, 1000 + words * MS_PER_WORD));
}

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
    const timer = setTimeout(() => store.dismiss(toast.id), toastMs(toast.text) - store.toastShownMs());
    return () => clearTimeout(timer);
  }, [store, toast, waiting]);
  const region = useRef<HTMLDivElement>(null);
  const toastId = toast?.id;
  useLayoutEffect(() => {
    if (toastId === undefined || !region.current) return undefined;
    // Decided as it appears, before the screen reader is told of it: the alerts of the marked
    // fields are drawn by then (they are marked before the toast is raised).
    const drawn = region.current.firstElementChild;
    if (drawn && saidByAnAlert(region.current.ownerDocument, drawn.textContent ?? ''))
      drawn.setAttribute('aria-hidden', 'true');
    return keepToastClear(region.current);
  }, [toastId]);
  // The live region stays mounted so the message is announced when it appears in it.
  return (
    <div ref={region} className={TOAST_REGION_CLASS} role="status" aria-live="polite">
      {toast ? (
        <div key={toast.id} className="r-toast">
          {toast.text}
        </div>
      ) : null}
    </div>
  );
}
