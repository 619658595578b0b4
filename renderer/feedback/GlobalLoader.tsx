/**
 * The global loader: an overlay spinner while any call that asked for it is in flight. It appears only
 * after ~150 ms, so a fast call does not flash it, and it blocks taps meanwhile.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { FeedbackStore } from './feedback-store.ts';
import './feedback.css';

export const LOADER_DELAY_MS = 150;

export function GlobalLoader({ store }: { store: FeedbackStore }) {
  const busy = useSyncExternalStore(store.subscribe, () => store.get().busy > 0);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) return undefined;
    const timer = setTimeout(() => setShown(true), LOADER_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [busy]);
  if (!busy || !shown) return null;
  return (
    <div className="r-loader" role="progressbar" aria-label="Loading" aria-busy="true">
      <span className="r-loader__spinner" aria-hidden="true" />
    </div>
  );
}
