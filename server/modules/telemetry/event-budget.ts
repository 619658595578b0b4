/**
 * How many usage events one network may have stored a minute (decision 0032). Telemetry is the one
 * endpoint that stores what anybody sends without signing in, so without a budget of its own one
 * address could add 50 rows with each of its 300 requests a minute. Counted in the process, by
 * fixed minutes: a budget against floods, not a meter (a process restart or a second process only
 * lets a little more through).
 */
export interface EventBudget {
  /** Spends `events` of `network`'s budget this minute; false (nothing spent) when they do not fit. */
  take(network: string, events: number): boolean;
}

const MINUTE_MS = 60_000;

export function createEventBudget(perMinute: number, now: () => number = Date.now): EventBudget {
  let minute = -1;
  // Only this minute's networks are kept: the map is dropped whole when the minute turns.
  let spent = new Map<string, number>();
  return {
    take(network, events) {
      const current = Math.floor(now() / MINUTE_MS);
      if (current !== minute) {
        minute = current;
        spent = new Map();
      }
      const used = spent.get(network) ?? 0;
      if (used + events > perMinute) return false;
      spent.set(network, used + events);
      return true;
    },
  };
}
