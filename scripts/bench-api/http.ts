// The few /api1 calls the benchmark's setup makes, over real HTTP on loopback, as the app does.

// Setup calls queue behind one another (PGlite runs one query at a time): generous, since a busy
// machine slows them down a lot, and they are not what is measured.
const SETUP_TIMEOUT_MS = 120_000;

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  method?: 'GET' | 'POST';
}

/** Calls `/api1{path}` and returns the envelope; any HTTP status but 200 is an error. */
export async function callApi<T = unknown>(
  baseUrl: string,
  path: string,
  options: CallOptions = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.token = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}/api1${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    signal: AbortSignal.timeout(SETUP_TIMEOUT_MS),
  });
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`${path} answered HTTP ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as Envelope<T>;
}

/** Like callApi, but a refusal (code != 0) is an error too: setup steps must all succeed. */
export async function callOk<T = unknown>(
  baseUrl: string,
  path: string,
  options: CallOptions = {},
): Promise<T> {
  const answer = await callApi<T>(baseUrl, path, options);
  if (answer.code !== 0) throw new Error(`${path} refused with code ${answer.code}: ${answer.msg}`);
  return answer.data;
}

/** Runs `work` over `items` with at most `limit` calls in flight; results keep the items' order. */
export async function inParallel<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
