/**
 * Where a visitor who must sign in is sent: `/login?redirect={path}`, to come back to `path` once
 * signed in. A `token` in the path's query (the rating page's link, spec §4) is left out: a session
 * token is not copied into the sign-in page's address, its history entry and the server's log.
 * Used by the route guard and by the API client's -4.
 */
import { LOGIN_PATH } from '../config.ts';

function withoutToken(path: string): string {
  const start = path.indexOf('?');
  if (start < 0) return path;
  const query = new URLSearchParams(path.slice(start + 1));
  if (!query.has('token')) return path;
  query.delete('token');
  const rest = query.toString();
  return rest ? `${path.slice(0, start)}?${rest}` : path.slice(0, start);
}

export function signInPath(path: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(withoutToken(path))}`;
}
