/**
 * The global loader: an overlay spinner while any call that asked for it is in flight. It appears only
 * after ~150 ms, so a fast call does not flash it, and it blocks taps meanwhile.
 *
 * It watches the busy count outside React and renders only when the spinner appears or goes: a call
 * answered within the delay (most screen loads) costs no render at all, where reading the count with
 * `useSyncExternalStore` cost two (busy, then idle) on every call.
 */
import { useEffect, useState } from 'react';
import type { FeedbackStore } from './feedback-store.ts';
import './feedback.css';

export const LOADER_DELAY_MS = 150;

export function GlobalLoader({ store }: { store: FeedbackStore }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = () => {
      if (store.get().busy === 0) {
        if (timer === undefined) return;
        clearTimeout(timer);
        timer = undefined;
        setShown(false);
      } else if (timer === undefined) {
        timer = setTimeout(() => setShown(true), LOADER_DELAY_MS);
      }
    };
    follow();
    const unsubscribe = store.subscribe(follow);
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [store]);
  if (!shown) return null;
  return (
    <div className="r-loader" role="progressbar" aria-label="Loading" aria-busy="true">
      <span className="r-loader__spinner" aria-hidden="true" />
    </div>
  );
}
