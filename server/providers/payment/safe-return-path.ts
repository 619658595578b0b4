// Any origin works as the base: it only tells relative paths from URLs that name another origin.
const RELATIVE_BASE = 'http://relative.invalid';

/**
 * The path to send the browser back to after paying, from the `callback` the client appended, or
 * undefined when it is not ours. Accepted: a path on this server ("/orders/12/detail") or an
 * absolute URL of one of `ownOrigins`; answered as a path, so the redirect can never leave this
 * site (no open redirect through the payment page).
 */
export function safeReturnPath(
  callback: string | null | undefined,
  ownOrigins: string[],
): string | undefined {
  if (!callback || callback.length > 2000) return undefined;
  // Browsers treat "\" like "/" ("/\evil.example" is another host); control characters hide tricks.
  if (
    callback.includes('\\') ||
    [...callback].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
  )
    return undefined;
  let url: URL;
  try {
    url = new URL(callback, RELATIVE_BASE);
  } catch {
    return undefined;
  }
  const relative = url.origin === RELATIVE_BASE;
  if (relative && (!callback.startsWith('/') || callback.startsWith('//'))) return undefined;
  if (!relative && !ownOrigins.includes(url.origin)) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Judged on the path sent back, not on the input: the parser makes "//evil.example" (which a
  // browser reads as another host) from our own origin's "http://ours//evil.example" or from
  // "/.//evil.example", neither of which starts with "//" as given.
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return undefined;
  return path;
}
