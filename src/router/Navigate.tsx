/** Replaces (or pushes) the current entry as soon as it is drawn: a redirect. */
import { useLayoutEffect } from 'react';
import { useHistory } from './router-context.ts';

export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const history = useHistory();
  useLayoutEffect(() => history.navigate(to, { replace }), [history, to, replace]);
  return null;
}
