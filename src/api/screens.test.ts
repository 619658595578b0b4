import { describe, expect, it, vi } from 'vitest';
import type { ScreenDocument } from '../../renderer/document/types.ts';
import { RENDERER_FORMAT } from '../../renderer/format.ts';
import { createScreenLoader } from './screens.ts';

function doc(version: number, extra: Partial<ScreenDocument> = {}): ScreenDocument {
  return {
    id: 'orders',
    format: 1,
    version,
    body: [{ type: 'Text', props: { text: `v${version}` } }],
    ...extra,
  };
}

type Answer = { status: number; body?: unknown; etag?: string } | 'offline';

function server(...answers: Answer[]) {
  const requests: Array<{ url: string; headers: Record<string, string> }> = [];
  const fetchFn = (async (url: string, init?: RequestInit) => {
    requests.push({ url, headers: { ...(init?.headers as Record<string, string>) } });
    const answer = answers.shift() ?? 'offline';
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    const headers = new Headers(answer.etag ? { etag: answer.etag } : {});
    return new Response(answer.status === 304 ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers,
    });
  }) as typeof fetch;
  return { fetchFn, requests };
}

function loader(fetchFn: typeof fetch, bundled: ScreenDocument = doc(1)) {
  return createScreenLoader({ fetch: fetchFn, bundled: async () => bundled, storage: localStorage });
}

describe('screen loader', () => {
  it('draws the served copy and declares the renderer format', async () => {
    localStorage.clear();
    const { fetchFn, requests } = server({
      status: 200,
      body: { code: 0, msg: '', data: doc(3) },
      etag: '"orders-3"',
    });
    expect((await loader(fetchFn).load('orders')).version).toBe(3);
    expect(requests[0]!.url).toBe('/api1/screens/orders');
    expect(requests[0]!.headers['x-renderer-format']).toBe('2');
    expect(requests[0]!.headers['if-none-match']).toBeUndefined();
  });

  it('revalidates the kept copy with its ETag on the next visit and uses it on 304', async () => {
    localStorage.clear();
    const first = server({ status: 200, body: doc(3), etag: '"orders-3"' });
    await loader(first.fetchFn).load('orders');
    const second = server({ status: 304 });
    expect((await loader(second.fetchFn).load('orders')).version).toBe(3);
    expect(second.requests[0]!.headers['if-none-match']).toBe('"orders-3"');
  });

  it('asks the server once per visit for the same screen', async () => {
    localStorage.clear();
    const { fetchFn, requests } = server({ status: 200, body: doc(3), etag: '"a"' });
    const screens = loader(fetchFn);
    await screens.load('orders');
    await screens.load('orders');
    expect(requests).toHaveLength(1);
  });

  it('on a network that hangs, draws the bundled copy after 5 s, not before', async () => {
    localStorage.clear();
    vi.useFakeTimers();
    try {
      const hanging = ((_url: string, init?: RequestInit) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        )) as typeof fetch;
      let drawn: ScreenDocument | undefined;
      void loader(hanging, doc(2))
        .load('orders')
        .then((document) => (drawn = document));
      await vi.advanceTimersByTimeAsync(4999);
      expect(drawn).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(drawn?.version).toBe(2);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('offline, draws the kept served copy when it is newer than the bundled one', async () => {
    localStorage.clear();
    await loader(server({ status: 200, body: doc(5), etag: '"5"' }).fetchFn).load('orders');
    expect((await loader(server('offline').fetchFn, doc(2)).load('orders')).version).toBe(5);
  });

  it('offline, draws the bundled copy when the app shipped a newer one', async () => {
    localStorage.clear();
    await loader(server({ status: 200, body: doc(2), etag: '"2"' }).fetchFn).load('orders');
    expect((await loader(server('offline').fetchFn, doc(4)).load('orders')).version).toBe(4);
  });

  it.each([
    ['a newer format', { status: 200, body: doc(9, { format: RENDERER_FORMAT + 1 }) }],
    ['another screen', { status: 200, body: doc(9, { id: 'home' }) }],
    ['a refusal', { status: 406, body: { code: 406, msg: 'format', data: null } }],
    ['an error envelope', { status: 200, body: { code: 500, msg: 'oops', data: null } }],
    ['a broken document', { status: 200, body: { id: 'orders', format: 1 } }],
  ] as const)('ignores %s and draws the bundled copy', async (_, answer) => {
    localStorage.clear();
    expect((await loader(server(answer).fetchFn, doc(1)).load('orders')).version).toBe(1);
  });

  describe('a copy of an older format', () => {
    const link = (caption: string) => ({
      type: 'Link',
      props: { [caption]: 'Call us', href: 'tel:+911234567890' },
    });
    const oldCopy = (version: number) => doc(version, { format: 1, body: [link('text')] });

    it('served by a server not yet migrated, is drawn upgraded: the Link says label', async () => {
      localStorage.clear();
      const drawn = await loader(server({ status: 200, body: oldCopy(6), etag: '"6"' }).fetchFn).load(
        'orders',
      );
      expect(drawn).toMatchObject({ format: RENDERER_FORMAT, version: 6, body: [link('label')] });
    });

    it('kept from an earlier visit, is drawn upgraded offline and after a 304', async () => {
      localStorage.clear();
      await loader(server({ status: 200, body: oldCopy(6), etag: '"6"' }).fetchFn).load('orders');
      const offline = await loader(server('offline').fetchFn, doc(2)).load('orders');
      expect(offline).toMatchObject({ format: RENDERER_FORMAT, version: 6, body: [link('label')] });
      const revalidated = await loader(server({ status: 304 }).fetchFn, doc(2)).load('orders');
      expect(revalidated).toMatchObject({ format: RENDERER_FORMAT, version: 6, body: [link('label')] });
    });
  });
});
