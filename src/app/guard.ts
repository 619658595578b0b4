/**
 * The route guard (spec §2): an Android visitor is sent to the app download page (spec §1); a
 * visitor without a stored token is sent to `/login?redirect={path}`, except on the exempt paths and
 * on screens whose route says `auth: false`.
 */
import { ANDROID_PATHS, DOWNLOAD_PATH, EXEMPT_PATHS, LOGIN_PATH } from '../config.ts';
import { signInPath } from './sign-in-path.ts';

export interface GuardInput {
  pathname: string;
  /** `?a=1` or '' */
  search: string;
  hasToken: boolean;
  /** The matched screen's `route.auth`; undefined when no screen matched (unknown paths are guarded too). */
  routeAuth: boolean | undefined;
  /** An Android phone by its user agent (platform/device.ts); absent = not Android. */
  isAndroid?: boolean;
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The URL to go to instead (download page or sign in), or null when the visitor may see the page. */
export function guardRedirect({
  pathname,
  search,
  hasToken,
  routeAuth,
  isAndroid,
}: GuardInput): string | null {
  const path = normalise(pathname);
  // Before the token: a signed-in Android visitor is offered the app all the same.
  if (isAndroid && !ANDROID_PATHS.includes(path)) return DOWNLOAD_PATH;
  if (hasToken) return null;
  if (routeAuth === false) return null;
  if (EXEMPT_PATHS.includes(path)) return null;
  return signInPath(pathname + search);
}

/**
 * Whether this visit's first screen is sign-in: the visitor asked for it, or the guard sends them
 * there. Screens whose route says `auth: false` are not known yet (the route table is not consulted),
 * so such a visit without a token is taken for sign-in; that only delays an early start.
 */
export function opensOnSignIn(
  location: { pathname: string; search: string },
  isAndroid: boolean,
  hasToken: boolean,
): boolean {
  const first =
    guardRedirect({
      pathname: location.pathname,
      search: location.search,
      hasToken,
      routeAuth: undefined,
      isAndroid,
    }) ?? location.pathname;
  return normalise(first.split('?')[0] ?? '') === LOGIN_PATH;
}
