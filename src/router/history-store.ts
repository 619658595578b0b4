/**
 * The browser's history as a store React can subscribe to (useSyncExternalStore): the current
 * location, and push / replace / go. Each entry carries a key in `history.state`, so a screen can
 * tell a new visit of the same URL from a redraw.
 *
 * An open dialog (or a screen of steps) holds an entry of its own, a copy of the page, so that the
 * phone's Back closes it instead of leaving the page (holdEntry). Held entries are taken away
 * again before any move from the page, so the history reads as if they had never been there.
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
  /** Goes to an absolute in-app path (`/orders/3/detail?from=home`), from the page itself. */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Moves through the history (`-1` is Back). */
  go(delta: number): void;
  /**
   * Adds an entry for the same page, so that Back takes it away and calls `onBack` instead of
   * leaving the page. Returns the release, for when the dialog closes another way: it takes the
   * entry away again, unless the borrower has left it already.
   */
  holdEntry(onBack: () => void): () => void;
  /** Runs `move` (leaving the app) once the held entries are gone, so Back returns to the page. */
  leave(move: () => void): void;
}

interface EntryState {
  key?: unknown;
  /** The token of the holdEntry that added the entry. */
  held?: unknown;
  /** How many held entries lie above the page, this one included. */
  depth?: unknown;
}

let keys = 0;
const newKey = () => `${Date.now().toString(36)}-${(keys += 1).toString(36)}`;

function keyOf(state: unknown): string | undefined {
  const key = (state as EntryState | null)?.key;
  return typeof key === 'string' ? key : undefined;
}

function heldOf(state: unknown): string | undefined {
  const held = (state as EntryState | null)?.held;
  return typeof held === 'string' ? held : undefined;
}

function depthOf(state: unknown): number {
  const depth = (state as EntryState | null)?.depth;
  return typeof depth === 'number' && Number.isInteger(depth) && depth > 0 ? depth : 0;
}

export function createHistoryStore(win: Window = window): HistoryStore {
  const listeners = new Set<() => void>();
  // A first visit has no key yet: give the entry one so a reload keeps it. A reload of a held
  // entry holds nothing any more: the entry becomes the page's (the copies under it stay).
  const { held: _held, depth: _depth, ...kept } = (win.history.state ?? {}) as EntryState;
  win.history.replaceState({ ...kept, key: keyOf(kept) ?? newKey() }, '');
  let current = read();
  // The entries holdEntry added, oldest first (a dialog may hold one over its screen's).
  let held: { token: string; onBack: () => void }[] = [];
  // Held entries are taken away by an asynchronous Back: moves asked for meanwhile wait for it, or
  // the browser would take away the page they add instead.
  let releasing = false;
  let waiting: (() => void)[] = [];

  function read(): AppLocation {
    const { pathname, search, hash } = win.location;
    return { pathname, search, hash, key: keyOf(win.history.state) ?? 'default' };
  }
  function changed() {
    current = read();
    for (const listener of [...listeners]) listener();
  }
  function popped() {
    // Back (or a move) below held entries: their holders are told, the newest first. The Back of
    // a release is not one.
    const at = heldOf(win.history.state);
    const left = releasing ? [] : held.splice(held.findIndex((entry) => entry.token === at) + 1).reverse();
    releasing = false;
    changed();
    for (const entry of left) entry.onBack();
    const moves = waiting;
    waiting = [];
    for (const move of moves) move();
  }
  win.addEventListener('popstate', popped);

  /** Runs `move` from the page itself: after any Back in progress, and below its held entries. */
  function fromPage(move: () => void) {
    if (releasing) {
      waiting.push(() => fromPage(move));
      return;
    }
    const depth = depthOf(win.history.state);
    if (depth === 0) {
      move();
      return;
    }
    held = [];
    releasing = true;
    waiting.push(move);
    win.history.go(-depth);
  }

  return {
    location: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    navigate(to, options) {
      fromPage(() => {
        const state = { key: newKey() };
        if (options?.replace) win.history.replaceState(state, '', to);
        else win.history.pushState(state, '', to);
        changed();
      });
    },
    go(delta) {
      if (releasing) waiting.push(() => win.history.go(delta));
      else win.history.go(delta);
    },
    holdEntry(onBack) {
      const token = newKey();
      held.push({ token, onBack });
      const holding = () => held.some((entry) => entry.token === token);
      // The same URL and key: the router sees no new visit, only the dialog's entry.
      const push = () => {
        if (!holding()) return;
        const state = win.history.state as EntryState | null;
        win.history.pushState({ ...state, held: token, depth: depthOf(state) + 1 }, '');
      };
      if (releasing) waiting.push(push);
      else push();
      return () => {
        if (!holding()) return;
        held = held.filter((entry) => entry.token !== token);
        // Under another held entry (its dialog still open), it stays until that one is left.
        if (heldOf(win.history.state) !== token) return;
        releasing = true;
        win.history.back();
      };
    },
    leave: fromPage,
  };
}
