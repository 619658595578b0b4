/**
 * The app's telemetry (`services.track`): events are batched (event-batcher.ts) and posted with
 * fetch (telemetry-transport.ts); leaving the page (pagehide, or the tab going to the background,
 * where a phone may kill it without a pagehide) sends what is still waiting with keepalive.
 * Nothing here ever throws into the caller, blocks it or shows anything to the borrower.
 */
import { createEventBatcher, type BatcherOptions } from './event-batcher.ts';
import { telemetryEvent, type TrackInput } from './telemetry-event.ts';
import { createTelemetryTransport, type TransportDeps } from './telemetry-transport.ts';

/** The window whose pagehide/visibilitychange end a visit. */
export type LeavablePage = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  document: Pick<Document, 'visibilityState'>;
};

export interface Telemetry {
  track(input: TrackInput): void;
  /** Sends what waits now (tests; the app relies on the timer and on leaving). */
  flush(): Promise<void>;
  /** Sends what waits whenever the page is left; returns how to stop listening. */
  listen(page: LeavablePage): () => void;
}

export interface TelemetryDeps extends TransportDeps {
  now?: () => number;
  batching?: Pick<BatcherOptions, 'flushAfterMs' | 'flushAt' | 'maxBatch' | 'maxWaiting'>;
}

export function createTelemetry(deps: TelemetryDeps): Telemetry {
  const now = deps.now ?? Date.now;
  const transport = createTelemetryTransport(deps);
  const batcher = createEventBatcher({ ...deps.batching, ...transport });
  return {
    listen(page) {
      const left = () => batcher.leave();
      const hidden = () => {
        if (page.document.visibilityState === 'hidden') batcher.leave();
      };
      page.addEventListener('pagehide', left);
      page.addEventListener('visibilitychange', hidden);
      return () => {
        page.removeEventListener('pagehide', left);
        page.removeEventListener('visibilitychange', hidden);
      };
    },
    track(input) {
      try {
        const event = telemetryEvent(input, now());
        if (event) batcher.add(event);
      } catch {
        // Telemetry is never worth an error in front of the borrower.
      }
    },
    flush: () => batcher.flush(),
  };
}
