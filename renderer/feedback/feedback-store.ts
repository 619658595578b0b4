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

export interface FeedbackStore {
  /** Shows a short message; a new toast replaces the one on screen. */
  toast(text: string): void;
  dismiss(id: number): void;
  /** Counts a call in flight; call the returned function once when it settles. */
  beginBusy(): () => void;
  /**
   * Counts a screen on its way (its document loading); call the returned function once when it can
   * be drawn or has failed. A toast raised meanwhile waits for it (ToastHost).
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
  const listeners = new Set<() => void>();
  const set = (next: FeedbackSnapshot) => {
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
  return {
    toast: (text) => {
      if (text.trim() === '') return;
      set({ ...snapshot, toast: { id: nextId++, text } });
    },
    dismiss: (id) => {
      if (snapshot.toast?.id !== id) return;
      const { toast: _dismissed, ...rest } = snapshot;
      set(rest);
    },
    beginBusy: () => count('busy'),
    beginScreen: () => count('screensPending'),
    get: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
