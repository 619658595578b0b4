/**
 * Collects telemetry events and sends them in batches so a borrower's taps never wait for the
 * network (decision 0013): a batch goes 5 s after the first waiting event, or at once when 20 are
 * waiting; a batch that could not be delivered is tried once more with the next one, then dropped;
 * a batch the server refused is dropped at once (it would be refused again). When the page is left,
 * whatever waits is handed to `sendOnLeave` (a request that outlives the page).
 */
import type { TelemetryEvent } from './telemetry-event.ts';

/** `sent`: the server stored them; `refused`: it answered no; `failed`: no answer (network, server down). */
export type SendOutcome = 'sent' | 'refused' | 'failed';

export interface BatcherOptions {
  send(events: TelemetryEvent[]): Promise<SendOutcome>;
  sendOnLeave(events: TelemetryEvent[]): void;
  /** Wait before sending what has been collected (default 5000 ms). */
  flushAfterMs?: number;
  /** Send at once when this many wait (default 20). */
  flushAt?: number;
  /** The most events one request carries (the contract's maxItems, 50). */
  maxBatch?: number;
  /** Past this, the oldest waiting events are dropped (a long time offline). */
  maxWaiting?: number;
}

export interface EventBatcher {
  add(event: TelemetryEvent): void;
  /** Sends what waits now; resolves when that request has been answered. */
  flush(): Promise<void>;
  /** The page is being left: hand everything that waits to `sendOnLeave`. */
  leave(): void;
  /** How many events wait (for tests and debugging). */
  waiting(): number;
}

interface Waiting {
  event: TelemetryEvent;
  /** Already sent once without an answer: the next failure drops it. */
  retried: boolean;
}

export function createEventBatcher(options: BatcherOptions): EventBatcher {
  const flushAfterMs = options.flushAfterMs ?? 5000;
  const flushAt = options.flushAt ?? 20;
  const maxBatch = options.maxBatch ?? 50;
  const maxWaiting = options.maxWaiting ?? 200;
  let queue: Waiting[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | undefined;

  const disarm = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const arm = () => {
    if (timer === undefined && queue.length > 0) timer = setTimeout(() => void flush(), flushAfterMs);
  };

  async function sendBatch(batch: Waiting[]): Promise<void> {
    let outcome: SendOutcome;
    try {
      outcome = await options.send(batch.map((waiting) => waiting.event));
    } catch {
      outcome = 'failed';
    }
    if (outcome !== 'failed') return;
    const again = batch
      .filter((waiting) => !waiting.retried)
      .map((waiting) => ({ ...waiting, retried: true }));
    queue = [...again, ...queue].slice(-maxWaiting);
  }

  function flush(): Promise<void> {
    disarm();
    // One request at a time: what arrives meanwhile goes with the next batch.
    if (inFlight) return inFlight;
    if (queue.length === 0) return Promise.resolve();
    const batch = queue.splice(0, maxBatch);
    inFlight = sendBatch(batch).finally(() => {
      inFlight = undefined;
      if (queue.length >= flushAt) void flush();
      else arm();
    });
    return inFlight;
  }

  return {
    add(event) {
      queue.push({ event, retried: false });
      if (queue.length > maxWaiting) queue = queue.slice(-maxWaiting);
      if (queue.length >= flushAt && !inFlight) void flush();
      else arm();
    },
    flush,
    leave() {
      disarm();
      const all = queue.splice(0);
      for (let start = 0; start < all.length; start += maxBatch) {
        options.sendOnLeave(all.slice(start, start + maxBatch).map((waiting) => waiting.event));
      }
    },
    waiting: () => queue.length,
  };
}
