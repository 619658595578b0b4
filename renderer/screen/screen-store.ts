/**
 * The live values of one drawn screen: data source answers, `state.*`, the open dialog and whether
 * the first load is done. An external store (read with `useSyncExternalStore`) so actions see each
 * change at once, before React renders it.
 */
export interface ScreenSnapshot {
  /** The data sources have loaded (or failed): the body may be drawn. */
  ready: boolean;
  data: Readonly<Record<string, unknown>>;
  state: Readonly<Record<string, unknown>>;
  dialog?: string;
  /**
   * Sources without a value because their load got no answer (no network, a broken answer), by
   * name, with the message: the screen offers to load them again.
   */
  unloaded: Readonly<Record<string, string>>;
}

export interface ScreenStore {
  get(): ScreenSnapshot;
  /**
   * The snapshot once ready, null before: the screen reads this, so the answers arriving one by
   * one during the first load do not each draw it again (as nothing).
   */
  getReady(): ScreenSnapshot | null;
  subscribe(listener: () => void): () => void;
  setData(name: string, value: unknown): void;
  setState(key: string, value: unknown): void;
  openDialog(id: string): void;
  /** Closes the open dialog, or only `id` when given and open. */
  closeDialog(id?: string): void;
  markReady(): void;
  /** Records that `name` could not be loaded (`message`), or, with undefined, that it has been. */
  setUnloaded(name: string, message: string | undefined): void;
}

const NONE: Readonly<Record<string, string>> = {};

export function createScreenStore(initialState: Readonly<Record<string, unknown>> | undefined): ScreenStore {
  let snapshot: ScreenSnapshot = { ready: false, data: {}, state: { ...initialState }, unloaded: NONE };
  const listeners = new Set<() => void>();
  const set = (next: ScreenSnapshot) => {
    snapshot = next;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => snapshot,
    getReady: () => (snapshot.ready ? snapshot : null),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setData: (name, value) => set({ ...snapshot, data: { ...snapshot.data, [name]: value } }),
    setState: (key, value) => {
      if (Object.is(snapshot.state[key], value)) return;
      set({ ...snapshot, state: { ...snapshot.state, [key]: value } });
    },
    openDialog: (id) => set({ ...snapshot, dialog: id }),
    closeDialog: (id) => {
      if (snapshot.dialog === undefined || (id !== undefined && snapshot.dialog !== id)) return;
      const { dialog: _closed, ...rest } = snapshot;
      set(rest);
    },
    markReady: () => {
      if (!snapshot.ready) set({ ...snapshot, ready: true });
    },
    setUnloaded: (name, message) => {
      if (snapshot.unloaded[name] === message) return;
      const unloaded = { ...snapshot.unloaded };
      if (message === undefined) delete unloaded[name];
      else unloaded[name] = message;
      set({ ...snapshot, unloaded });
    },
  };
}
