/**
 * Only in-app paths may be navigated to. A `redirect` query parameter is visitor input: without this,
 * `/login?redirect=//evil.example` would send a borrower to another site after signing in.
 */
export function safeInAppTarget(to: string, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\'))
    return fallback;
  // The URL parser drops tabs and line breaks anywhere: `/\t/evil.example` would read as `//evil.example`.
  if (/[\t\n\r]/.test(to)) return fallback;
  return to;
}

/** Whether an address names its scheme (`https:`, `javascript:`) where the URL parser looks for it. */
function namesScheme(url: string): boolean {
  // The parser skips leading spaces and control characters; so does this test.
  let start = 0;
  while (start < url.length && url.charCodeAt(start) <= 0x20) start += 1;
  return /^[a-z][a-z0-9+.-]*:/i.test(url.slice(start));
}

/**
 * Payment pages and external products: only web addresses leave the app. One written without a
 * scheme (the sandbox page's `/api1/...`) must stay on this origin: `//evil.example` or
 * `\\evil.example` would otherwise leave it looking like a path.
 */
export function isWebUrl(url: string): boolean {
  try {
    const here = new URL(window.location.href);
    const parsed = new URL(url, here);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
    return namesScheme(url) || parsed.origin === here.origin;
  } catch {
    return false;
  }
}
