/** Unknown paths are guarded like any other (spec §2), then say "not found". */
import { Navigate, useLocation } from 'react-router-dom';
import { readToken } from '../session/session-store.ts';
import { guardRedirect } from './guard.ts';
import { NotFound } from './NotFound.tsx';

export function GuardedNotFound() {
  const { pathname, search } = useLocation();
  const redirect = guardRedirect({ pathname, search, hasToken: Boolean(readToken()), routeAuth: undefined });
  return redirect ? <Navigate to={redirect} replace /> : <NotFound />;
}
