/** What the router shares with the screens below it: the location, the matched params, navigation. */
import { createContext, useContext } from 'react';
import type { AppLocation, HistoryStore } from './history-store.ts';
import type { RouteParams } from './match-route.ts';

export interface RouterState {
  location: AppLocation;
  history: HistoryStore;
}

export const RouterContext = createContext<RouterState | null>(null);
export const ParamsContext = createContext<RouteParams>({});

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useLocation/useNavigate need a <Router> above them');
  return router;
}

export const useLocation = (): AppLocation => useRouter().location;
export const useHistory = (): HistoryStore => useRouter().history;
export const useParams = (): RouteParams => useContext(ParamsContext);
