/** The guard applied to the current location: where to go instead, or null (guard.ts). */
import { useLocation } from '../router/router-context.ts';
import { useRenderer } from '../../renderer/provider/use-renderer.ts';
import { readToken } from '../session/session-store.ts';
import { guardRedirect } from './guard.ts';

export function useGuardRedirect(routeAuth: boolean | undefined): string | null {
  const { pathname, search } = useLocation();
  const { platform } = useRenderer().services;
  return guardRedirect({
    pathname,
    search,
    hasToken: Boolean(readToken()),
    routeAuth,
    isAndroid: platform.isAndroid,
  });
}
