/** Unknown paths are guarded like any other (spec §2), then say "not found". */
import { Navigate } from '../router/Navigate.tsx';
import { NotFound } from './NotFound.tsx';
import { useGuardRedirect } from './use-guard-redirect.ts';

export function GuardedNotFound() {
  const redirect = useGuardRedirect(undefined);
  return redirect ? <Navigate to={redirect} replace /> : <NotFound />;
}
