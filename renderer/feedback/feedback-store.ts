/**
 * The renderer's feedback to the borrower, shared by every screen: the current toast, how many
 * calls are in flight (the global loader shows while any is) and how many screens are still on
 * their way. A tiny external store, read with `useSyncExternalStore`, so a screen can toast from
 * outside React (actions, data sources).
 */
export interface ToastMessage {
  id: number;
  text: string;
}

export interface FeedbackSnapshot {
  toast?: ToastMessage;
  /** Calls in flight that asked for the loader. */
  busy: number;
  /** Screens whose document is still loading (the app shell says so): nothing is drawn yet. */
  screensPending: number;
}

/** A toast up this long over a settled screen has been seen: leaving that screen takes it away. */
export const TOAST_SEEN_MS = 1000;

export interface FeedbackStore {
  /** Shows a short message; a new toast replaces the one on screen. */
  toast(text: string): void;
  dismiss(id: number): void;
  /** How long the current toast has been up over a settled screen (its clock stops meanwhile). */
  toastShownMs(): number;
  /** Counts a call in flight; call the returned function once when it settles. */
  beginBusy(): () => void;
  /**
   * Counts a screen on its way (its document loading); call the returned function once when it can
   * be drawn or has failed. A toast raised meanwhile waits for it (ToastHost); one already seen over
   * the screen being left goes (decision 0052).
   */
  beginScreen(): () => void;
  get(): FeedbackSnapshot;
  subscribe(listener: () => void): () => void;
}

/** Whether the borrower may not see a settled screen yet: one is loading, or the loader is up. */
export function screenUnsettled(snapshot: FeedbackSnapshot): boolean {
  return snapshot.busy > 0 || snapshot.screensPending > 0;
}

export function createFeedbackStore(): FeedbackStore {
  let snapshot: FeedbackSnapshot = { busy: 0, screensPending: 0 };
  let nextId = 1;
  /** The toast's clock: time over settled screens so far, and since when it runs (if it does). */
  let shownMs = 0;
  let shownSince: number | undefined;
  const listeners = new Set<() => void>();
  const toastShownMs = () => shownMs + (shownSince === undefined ? 0 : performance.now() - shownSince);
  const set = (next: FeedbackSnapshot) => {
    shownMs = next.toast && next.toast.id === snapshot.toast?.id ? toastShownMs() : 0;
    shownSince = next.toast && !screenUnsettled(next) ? performance.now() : undefined;
    snapshot = next;
    listeners.forEach((listener) => listener());
  };
  /** Adds one to a counter; the returned function takes it back once, however often it is called. */
  const count = (key: 'busy' | 'screensPending') => {
    set({ ...snapshot, [key]: snapshot[key] + 1 });
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      set({ ...snapshot, [key]: snapshot[key] - 1 });
    };
  };
  const withoutToast = () => {
    const { toast: _dismissed, ...rest } = snapshot;
    return rest;
  };
  return {
    toast: (text) => {
      if (text.trim() === '') return;
      set({ ...snapshot, toast: { id: nextId++, text } });
    },
    dismiss: (id) => {
      if (snapshot.toast?.id !== id) return;
      set(withoutToast());
    },
    toastShownMs,
    beginBusy: () => count('busy'),
    beginScreen: () => {
      // "Code sent", read while the code was typed, is not carried over to Home; "Saved", raised
      // as the app goes back, is: it has not been seen yet.
      if (snapshot.toast && toastShownMs() >= TOAST_SEEN_MS) set(withoutToast());
      return count('screensPending');
    },
    get: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
