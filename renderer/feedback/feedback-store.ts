/**
 * The renderer's feedback to the borrower, shared by every screen: the current toast and how many
 * calls are in flight (the global loader shows while any is). A tiny external store, read with
 * `useSyncExternalStore`, so a screen can toast from outside React (actions, data sources).
 */
export interface ToastMessage {
  id: number;
  text: string;
}

export interface FeedbackSnapshot {
  toast?: ToastMessage;
  /** Calls in flight that asked for the loader. */
  busy: number;
}

export interface FeedbackStore {
  /** Shows a short message; a new toast replaces the one on screen. */
  toast(text: string): void;
  dismiss(id: number): void;
  /** Counts a call in flight; call the returned function once when it settles. */
  beginBusy(): () => void;
  get(): FeedbackSnapshot;
  subscribe(listener: () => void): () => void;
}

export function createFeedbackStore(): FeedbackStore {
  let snapshot: FeedbackSnapshot = { busy: 0 };
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: FeedbackSnapshot) => {
    snapshot = next;
    listeners.forEach((listener) => listener());
  };
  return {
    toast: (text) => {
      if (text.trim() === '') return;
      set({ ...snapshot, toast: { id: nextId++, text } });
    },
    dismiss: (id) => {
      if (snapshot.toast?.id === id) set({ busy: snapshot.busy });
    },
    beginBusy: () => {
      set({ ...snapshot, busy: snapshot.busy + 1 });
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        set({ ...snapshot, busy: snapshot.busy - 1 });
      };
    },
    get: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
