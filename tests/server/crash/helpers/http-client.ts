/**
 * Calls to a spawned server over real HTTP on 127.0.0.1, answered as the /api1 envelope. A call
 * whose connection dies (the server was killed) rejects: it was never acknowledged.
 */
// Longer than a burst lasts: a slow answer is ended by the kill (unacknowledged), not by this.
const CALL_TIMEOUT_MS = 60_000;

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface HttpClient {
  get<T>(path: string, token?: string): Promise<Envelope<T>>;
  post<T>(path: string, body: unknown, token?: string): Promise<Envelope<T>>;
  /** POSTs a raw body with its own headers (a signed gateway notification). */
  postRaw<T>(path: string, body: string, headers: Record<string, string>): Promise<Envelope<T>>;
  /** Submits an HTML form; answers the status and the redirect's target, without following it. */
  submitForm(
    url: string,
    fields: Record<string, string>,
  ): Promise<{ status: number; location: string | null }>;
}

export function httpClient(baseUrl: string): HttpClient {
  async function call<T>(path: string, init: RequestInit): Promise<Envelope<T>> {
    const response = await fetch(`${baseUrl}/api1${path}`, {
      ...init,
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    return (await response.json()) as Envelope<T>;
  }
  const auth = (token?: string): Record<string, string> => (token ? { token } : {});
  return {
    get: (path, token) => call(path, { headers: auth(token) }),
    post: (path, body, token) =>
      call(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth(token) },
        body: JSON.stringify(body),
      }),
    postRaw: (path, body, headers) => call(path, { method: 'POST', headers, body }),
    async submitForm(url, fields) {
      const target = url.startsWith('http') ? url : `${baseUrl}${url}`;
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      return { status: response.status, location: response.headers.get('location') };
    },
  };
}
