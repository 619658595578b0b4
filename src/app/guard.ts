/**
 * The route guard (spec §2): a visitor without a stored token is sent to `/login?redirect={path}`,
 * except on the exempt paths and on screens whose route says `auth: false`.
 */
import { EXEMPT_PATHS, LOGIN_PATH } from '../config.ts';

export interface GuardInput {
  pathname: string;
  /** `?a=1` or '' */
  search: string;
  hasToken: boolean;
  /** The matched screen's `route.auth`; undefined when no screen matched (unknown paths are guarded too). */
  routeAuth: boolean | undefined;
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The sign-in URL to go to instead, or null when the visitor may see the page. */
export function guardRedirect({ pathname, search, hasToken, routeAuth }: GuardInput): string | null {
  if (hasToken) return null;
  if (routeAuth === false) return null;
  if (EXEMPT_PATHS.includes(normalise(pathname))) return null;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(pathname + search)}`;
}
