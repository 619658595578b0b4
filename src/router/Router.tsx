/** Provides the browser history's current location to everything below it. */
import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createHistoryStore, type HistoryStore } from './history-store.ts';
import { RouterContext } from './router-context.ts';

export function Router({ history, children }: { history?: HistoryStore; children: ReactNode }) {
  const [store] = useState(() => history ?? createHistoryStore());
  const location = useSyncExternalStore(store.subscribe, store.location, store.location);
  const value = useMemo(() => ({ location, history: store }), [location, store]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}
