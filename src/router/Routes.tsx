/**
 * Draws the element of the route the current pathname matches (or the fallback), with its params.
 * A different route mounts afresh; the same route with other params keeps its state.
 */
import { useMemo, type ReactNode } from 'react';
import { createMatcher } from './match-route.ts';
import { ParamsContext, useLocation } from './router-context.ts';

export function Routes<T extends { id: string; path: string }>({
  table,
  render,
  fallback,
}: {
  table: readonly T[];
  render: (route: T) => ReactNode;
  fallback: ReactNode;
}) {
  const match = useMemo(() => createMatcher(table), [table]);
  const { pathname } = useLocation();
  // Matched once per pathname: a change of query alone keeps the same params object.
  const found = useMemo(() => match(pathname), [match, pathname]);
  if (!found) return <>{fallback}</>;
  return (
    <ParamsContext.Provider key={found.route.id} value={found.params}>
      {render(found.route)}
    </ParamsContext.Provider>
  );
}
