/**
 * What the route elements of the shell share: the screen loader, the check that tells a chunk
 * lost to a deploy from a network that is down (src/platform/new-build.ts), and where focus goes
 * when another screen is drawn (navigation-focus.ts).
 */
import { createContext, useContext } from 'react';
import type { ScreenLoader } from '../api/screens.ts';
import type { NewBuildCheck } from '../platform/new-build.ts';
import type { NavigationFocus } from './navigation-focus.ts';

export interface Shell {
  screens: ScreenLoader;
  newBuild: NewBuildCheck;
  navigationFocus: NavigationFocus;
}

export const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell outside the app shell');
  return shell;
}
