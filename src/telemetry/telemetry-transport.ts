/**
 * Posts telemetry batches with `fetch` of its own, not the API client: telemetry must not pull the
 * endpoint table into a first visit (the sign-in page makes no call), and the last batch of a page
 * that is being left needs `keepalive`. The answer is the /api1 envelope, read only to
 * know whether the batch was stored.
 */
import type { SendOutcome } from './event-batcher.ts';
import type { TelemetryEvent } from './telemetry-event.ts';

export interface TransportDeps {
  /** The endpoint's URL, e.g. `/api1/burying-point/v2/burying-point`. */
  url: string;
  /** The headers of every /api1 call (device headers, and the token when signed in). */
  headers: () => Record<string, string>;
  fetch: typeof fetch;
}

export interface TelemetryTransport {
  send(events: TelemetryEvent[]): Promise<SendOutcome>;
  /** Fire and forget; the request outlives the page (fetch keepalive). */
  sendOnLeave(events: TelemetryEvent[]): void;
}

export function createTelemetryTransport(deps: TransportDeps): TelemetryTransport {
  const request = (events: TelemetryEvent[], keepalive: boolean): RequestInit => ({
    method: 'POST',
    headers: { ...deps.headers(), 'content-type': 'application/json' },
    body: JSON.stringify(events),
    keepalive,
    credentials: 'same-origin',
  });

  return {
    async send(events) {
      let response: Response;
      try {
        response = await deps.fetch(deps.url, request(events, false));
      } catch {
        return 'failed';
      }
      // Non-2xx answers still carry the envelope (docs/decisions/0006); a gateway error page does not.
      const envelope = (await response.json().catch(() => undefined)) as { code?: unknown } | undefined;
      if (typeof envelope?.code !== 'number') return 'failed';
      if (envelope.code === 0) return 'sent';
      return response.status >= 500 ? 'failed' : 'refused';
    },
    sendOnLeave(events) {
      try {
        void deps.fetch(deps.url, request(events, true)).catch(() => undefined);
      } catch {
        // A browser without keepalive support throws synchronously: the events are lost, nothing else.
      }
    },
  };
}
