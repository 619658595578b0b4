const MINUTE_MS = 60_000;

/**
 * A map that holds what was put in it this minute only: it is dropped whole when the minute turns,
 * so the per-minute counts and memos of the flood limits cannot grow past one minute's keys.
 */
export function createMinuteMap<V>(now: () => number = Date.now): () => Map<string, V> {
  let minute = -1;
  let entries = new Map<string, V>();
  return () => {
    const current = Math.floor(now() / MINUTE_MS);
    if (current !== minute) {
      minute = current;
      entries = new Map();
    }
    return entries;
  };
}
