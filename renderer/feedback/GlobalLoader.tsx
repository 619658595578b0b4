/**
 * The global loader: an overlay spinner while any call that asked for it is in flight, or a screen's
 * document is on its way (without it a slow network left a blank page, nothing drawn and nothing
 * said, until the document came). It appears only once such a stretch has lasted ~150 ms, so a fast
 * call or a screen already loaded does not flash it, and it blocks taps while it shows.
 *
 * It follows the busy count outside React and renders only when the spinner appears or goes: a call
 * answered within the delay (most screen loads) costs no render at all. One timer serves many calls:
 * a stretch that begins while the timer of an earlier one is still pending waits for it, and the
 * timer then waits out what is left of the new stretch's delay. `setTimeout` is dear in a browser
 * (about a third of the synchronous part of a screen's first load, measured), and screens make calls
 * one after another.
 */
import { useEffect, useState } from 'react';
import type { FeedbackStore } from './feedback-store.ts';
import { rendererWords } from './messages.ts';
import './feedback.css';

export const LOADER_DELAY_MS = 150;

export function GlobalLoader({ store }: { store: FeedbackStore }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let busy = false;
    let visible = false;
    /** When the current stretch of calls began (a monotonic clock: setting the time moves nothing). */
    let busySince = 0;
    const show = (next: boolean) => {
      if (visible === next) return;
      visible = next;
      setShown(next);
    };
    const check = () => {
      timer = undefined;
      if (!busy) return;
      const left = LOADER_DELAY_MS - (performance.now() - busySince);
      if (left <= 0) show(true);
      else timer = setTimeout(check, left);
    };
    const follow = () => {
      const { busy: calls, screensPending } = store.get();
      const busyNow = calls > 0 || screensPending > 0;
      if (busyNow === busy) return;
      busy = busyNow;
      if (!busy) return show(false);
      busySince = performance.now();
      timer ??= setTimeout(check, LOADER_DELAY_MS);
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
    <div className="r-loader" role="progressbar" aria-label={rendererWords().loading} aria-busy="true">
      <span className="r-loader__spinner" aria-hidden="true" />
    </div>
  );
}
