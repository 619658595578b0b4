/**
 * The browser's history as a store React can subscribe to (useSyncExternalStore): the current
 * location, and push / replace / go. Each entry carries a key in `history.state`, so a screen can
 * tell a new visit of the same URL from a redraw.
 */

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  /** Differs for every history entry, even for the same URL. */
  key: string;
}

export interface HistoryStore {
  location(): AppLocation;
  subscribe(listener: () => void): () => void;
  /** Goes to an absolute in-app path (`/orders/3/detail?from=home`). */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Moves through the history (`-1` is Back). */
  go(delta: number): void;
}

let keys = 0;
const newKey = () => `${Date.now().toString(36)}-${(keys += 1).toString(36)}`;

function keyOf(state: unknown): string | undefined {
  const key = (state as { key?: unknown } | null)?.key;
  return typeof key === 'string' ? key : undefined;
}

export function createHistoryStore(win: Window = window): HistoryStore {
  const listeners = new Set<() => void>();
  // A first visit has no key yet: give the entry one so a reload keeps it.
  if (!keyOf(win.history.state)) win.history.replaceState({ ...win.history.state, key: newKey() }, '');
  let current = read();

  function read(): AppLocation {
    const { pathname, search, hash } = win.location;
    return { pathname, search, hash, key: keyOf(win.history.state) ?? 'default' };
  }
  function changed() {
    current = read();
    for (const listener of [...listeners]) listener();
  }
  win.addEventListener('popstate', changed);

  return {
    location: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    navigate(to, options) {
      const state = { key: newKey() };
      if (options?.replace) win.history.replaceState(state, '', to);
      else win.history.pushState(state, '', to);
      changed();
    },
    go: (delta) => win.history.go(delta),
  };
}
