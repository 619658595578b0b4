/** Query strings for `navigate` and the payment callback of `redirect`. */

/** `{ pid: 7, q: 'a b', none: undefined }` -> `pid=7&q=a%20b`; missing values are left out. */
export function buildQueryString(query: Readonly<Record<string, unknown>> | undefined): string {
  if (!query) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      const text = typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
    }
  }
  return pairs.join('&');
}

/** Appends `a=1&b=2` to a URL with `?` or `&` as it needs, before any `#fragment`. */
export function appendQuery(url: string, queryString: string): string {
  if (queryString === '') return url;
  const hashAt = url.indexOf('#');
  const base = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  let joiner = '?';
  if (base.endsWith('?') || base.endsWith('&')) joiner = '';
  else if (base.includes('?')) joiner = '&';
  return `${base}${joiner}${queryString}${hash}`;
}

/** A relative callback (`/orders`) made absolute against the page origin, so a payment page can return. */
export function absoluteUrl(url: string, origin: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || origin === '') return url;
  return `${origin.replace(/\/$/, '')}/${url.replace(/^\//, '')}`;
}

/** The payment URL with `callbackParam=<encoded callbackUrl>` appended. */
export function withCallback(url: string, callbackParam: string, callbackUrl: string): string {
  return appendQuery(url, `${encodeURIComponent(callbackParam)}=${encodeURIComponent(callbackUrl)}`);
}
