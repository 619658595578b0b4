/** The runtime of the screen being drawn, for the node components below it. */
import { createContext, useContext } from 'react';
import type { ScreenRuntime } from './screen-runtime.ts';

export const ScreenContext = createContext<ScreenRuntime | null>(null);

export function useScreenRuntime(): ScreenRuntime {
  const runtime = useContext(ScreenContext);
  if (!runtime) throw new Error('useScreenRuntime: only inside <ScreenView>');
  return runtime;
}
