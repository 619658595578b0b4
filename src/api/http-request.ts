/**
 * One request to /api1 over the browser's own `fetch` (decision 0114): the URL with its query, a
 * JSON or multipart body, a time limit, and the answer's status and body whatever the status
 * (non-2xx answers carry the envelope too, decision 0006). No HTTP library: the one the client
 * used before was 21 KB gzip on every first visit that calls, for what these lines do.
 */

import { withinTimeLimit } from '../platform/time-limit.ts';

/** The network port: `window.fetch`, or a test's. */
export type FetchPort = (input: string, init: RequestInit) => Promise<Response>;

export interface HttpRequest {
  method: 'GET' | 'POST';
  /** Below the API's base, path parameters filled in. */
  url: string;
  /** Query values; `undefined` ones are left out. */
  query?: Readonly<Record<string, unknown>>;
  /** A JSON value, or the parts of a multipart body. */
  body?: unknown;
  headers: Readonly<Record<string, string>>;
}

export interface HttpAnswer {
  status: number;
  /** The body read as JSON, or as text when it is not JSON (a proxy's error page). */
  body: unknown;
}

/** How a query value is written: text as it is, `null` as nothing, anything else as its JSON. */
function queryValue(value: unknown): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}

export function withQuery(url: string, query: Readonly<Record<string, unknown>> = {}): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined)
      pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(queryValue(value))}`);
  }
  return pairs.length === 0 ? url : `${url}${url.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Sends `request` below `base`; rejects when no answer came (offline, refused, over `timeoutMs`),
 * which the client tells the borrower as a network failure.
 */
export async function sendRequest(
  fetchPort: FetchPort,
  base: string,
  request: HttpRequest,
  timeoutMs: number,
): Promise<HttpAnswer> {
  const headers: Record<string, string> = { accept: 'application/json, text/plain, */*', ...request.headers };
  let body: BodyInit | undefined;
  if (request.body instanceof FormData)
    body = request.body; // the browser writes its boundary
  else if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    headers['content-type'] = 'application/json';
  }
  return withinTimeLimit(timeoutMs, async (signal) => {
    const response = await fetchPort(withQuery(`${base}${request.url}`, request.query), {
      method: request.method,
      headers,
      ...(body === undefined ? {} : { body }),
      signal,
    });
    // Read inside the time limit: an answer that stops halfway is no answer.
    return { status: response.status, body: parsed(await response.text()) };
  });
}
