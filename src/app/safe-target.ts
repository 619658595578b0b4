/**
 * Only in-app paths may be navigated to. A `redirect` query parameter is visitor input: without this,
 * `/login?redirect=//evil.example` would send a borrower to another site after signing in.
 */
export function safeInAppTarget(to: string, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\'))
    return fallback;
  return to;
}

/** Payment pages and external products: only web addresses leave the app. */
export function isWebUrl(url: string): boolean {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}
