/** What the route elements of the shell share: the screen loader. */
import { createContext, useContext } from 'react';
import type { ScreenLoader } from '../api/screens.ts';

export const ScreenLoaderContext = createContext<ScreenLoader | null>(null);

export function useScreenLoader(): ScreenLoader {
  const loader = useContext(ScreenLoaderContext);
  if (!loader) throw new Error('useScreenLoader outside the app shell');
  return loader;
}
