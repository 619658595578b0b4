/**
 * A provider's HTTP API as the network shows it, for adapter tests: every call is kept and the
 * same answer given to each. Handed to the adapter's `fetch` option (nothing else uses it).
 */
export interface RecordedCall {
  url: string;
  init: RequestInit;
}

export function recordingFetch(answer: { status: number; body: string }) {
  const calls: RecordedCall[] = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}
