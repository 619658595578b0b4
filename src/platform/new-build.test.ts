import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserNewBuildCheck,
  createNewBuildCheck,
  INDEX_TIMEOUT_MS,
  entryScriptOf,
  RELOAD_MEMORY_KEY,
  RELOAD_QUIET_MS,
  type NewBuildDeps,
} from './new-build.ts';

const indexOf = (entry: string) =>
  `<!doctype html><html><head><title>Loan</title>
    <script type="module" crossorigin src="${entry}"></script>
    <link rel="modulepreload" crossorigin href="/assets/preact-B1aejxq5.js">
  </head><body><div id="root"></div></body></html>`;

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

function page(served: () => Promise<string>, overrides: Partial<NewBuildDeps> = {}) {
  let reloads = 0;
  let fetches = 0;
  let now = 1_000_000;
  const memory = memoryStorage();
  const check = createNewBuildCheck({
    runningEntry: () => '/assets/main-DFqlpXeQ.js',
    fetchIndex: () => {
      fetches += 1;
      return served();
    },
    reload: () => void (reloads += 1),
    memory,
    now: () => now,
    ...overrides,
  });
  return {
    check,
    memory,
    reloads: () => reloads,
    fetches: () => fetches,
    later: (ms: number) => void (now += ms),
  };
}

describe('entryScriptOf', () => {
  it('reads the module script of an index.html as the build writes it', () => {
    expect(entryScriptOf(indexOf('/assets/main-B90hOCjG.js'))).toBe('/assets/main-B90hOCjG.js');
    expect(entryScriptOf(`<script src='/legacy.js'></script><script type=module src='/assets/a.js'>`)).toBe(
      '/assets/a.js',
    );
  });

  it('finds nothing in a page that is not the app', () => {
    expect(entryScriptOf('<html><body>502 Bad Gateway</body></html>')).toBeUndefined();
    expect(entryScriptOf('')).toBeUndefined();
  });
});

describe('a chunk that could not be fetched', () => {
  it('reloads the page when the server now serves another build', async () => {
    const open = page(async () => indexOf('/assets/main-B90hOCjG.js'));
    expect(await open.check.reloadIfReplaced()).toBe(true);
    expect(open.reloads()).toBe(1);
    // The failures still arriving while the page goes away are not shown and ask nothing more.
    expect(await open.check.reloadIfReplaced()).toBe(true);
    expect(open.reloads()).toBe(1);
    expect(open.fetches()).toBe(1);
  });

  it('does not reload when the same build is served: the network is what failed', async () => {
    const open = page(async () => indexOf('/assets/main-DFqlpXeQ.js'));
    expect(await open.check.reloadIfReplaced()).toBe(false);
    expect(open.reloads()).toBe(0);
  });

  it('does not reload offline, nor for an answer that is not the app (a proxy error page)', async () => {
    const offline = page(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await offline.check.reloadIfReplaced()).toBe(false);
    const proxy = page(async () => '<html><body>502 Bad Gateway</body></html>');
    expect(await proxy.check.reloadIfReplaced()).toBe(false);
    expect(offline.reloads() + proxy.reloads()).toBe(0);
  });

  it('does nothing in development, where no build is running', async () => {
    const dev = page(async () => indexOf('/assets/main-B90hOCjG.js'), { runningEntry: () => undefined });
    expect(await dev.check.reloadIfReplaced()).toBe(false);
    expect(dev.fetches()).toBe(0);
  });

  it('asks once for the failures that arrive together (a screen and its widgets)', async () => {
    let answer: (html: string) => void = () => undefined;
    const open = page(() => new Promise<string>((resolve) => (answer = resolve)));
    const both = [open.check.reloadIfReplaced(), open.check.reloadIfReplaced()];
    answer(indexOf('/assets/main-DFqlpXeQ.js'));
    expect(await Promise.all(both)).toEqual([false, false]);
    expect(open.fetches()).toBe(1);
    // A later failure asks again (the deploy may have happened since).
    void open.check.reloadIfReplaced();
    expect(open.fetches()).toBe(2);
  });

  it('reloads once per build within the quiet time: two builds served side by side cannot loop', async () => {
    const newer = indexOf('/assets/main-B90hOCjG.js');
    const first = page(async () => newer);
    expect(await first.check.reloadIfReplaced()).toBe(true);
    expect(JSON.parse(first.memory.values.get(RELOAD_MEMORY_KEY)!)).toMatchObject({
      entry: '/assets/main-B90hOCjG.js',
    });

    // The reloaded page got the older build again (a balancer with both behind it).
    let now = 1_000_000 + 2_000;
    let reloads = 0;
    const again = createNewBuildCheck({
      runningEntry: () => '/assets/main-DFqlpXeQ.js',
      fetchIndex: async () => newer,
      reload: () => void (reloads += 1),
      memory: first.memory,
      now: () => now,
    });
    expect(await again.reloadIfReplaced()).toBe(false);
    expect(reloads).toBe(0);
    now += RELOAD_QUIET_MS;
    expect(await again.reloadIfReplaced()).toBe(true);
    expect(reloads).toBe(1);
  });

  it('still reloads once when the browser refuses storage', async () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const open = page(async () => indexOf('/assets/main-B90hOCjG.js'), { memory: refusing });
    expect(await open.check.reloadIfReplaced()).toBe(true);
    expect(open.reloads()).toBe(1);
  });
});

describe("a browser that keeps a failed chunk for the page's life", () => {
  const sameBuild = indexOf('/assets/main-DFqlpXeQ.js');

  it('reloads when a chunk fails again once the server answers: the next try would fail the same', async () => {
    let online = false;
    const open = page(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return sameBuild;
    });
    expect(await open.check.codeFailed()).toBe(false);
    online = true;
    expect(await open.check.codeFailed()).toBe(true);
    expect(open.reloads()).toBe(1);
  });

  it('does not reload for the first chunk lost while the server answers: a browser that fetches it again will', async () => {
    const open = page(async () => sameBuild);
    expect(await open.check.codeFailed()).toBe(false);
    expect(open.reloads()).toBe(0);
  });

  it('counts the chunks that fail together as one failure (a screen and its widgets)', async () => {
    let answer: (html: string) => void = () => undefined;
    const open = page(() => new Promise<string>((resolve) => (answer = resolve)));
    const together = [open.check.codeFailed(), open.check.codeFailed(), open.check.reloadIfReplaced()];
    answer(sameBuild);
    expect(await Promise.all(together)).toEqual([false, false, false]);
    expect(open.reloads()).toBe(0);
  });

  it('does not count a screen that failed for want of its document: only code is held by the browser', async () => {
    const open = page(async () => sameBuild);
    expect(await open.check.reloadIfReplaced()).toBe(false);
    expect(await open.check.reloadIfReplaced()).toBe(false);
    expect(await open.check.codeFailed()).toBe(false);
    expect(open.reloads()).toBe(0);
  });

  it('reloads once within the quiet time: a chunk missing from the server cannot reload the page in a loop', async () => {
    const first = page(async () => sameBuild);
    await first.check.codeFailed();
    expect(await first.check.codeFailed()).toBe(true);

    let reloads = 0;
    let now = 1_000_000 + 60_000;
    const reloaded = createNewBuildCheck({
      runningEntry: () => '/assets/main-DFqlpXeQ.js',
      fetchIndex: async () => sameBuild,
      reload: () => void (reloads += 1),
      memory: first.memory,
      now: () => now,
    });
    expect(await reloaded.codeFailed()).toBe(false);
    expect(await reloaded.codeFailed()).toBe(false);
    expect(reloads).toBe(0);
    now += RELOAD_QUIET_MS;
    expect(await reloaded.codeFailed()).toBe(true);
    expect(reloads).toBe(1);
  });
});

describe('the check on a page', () => {
  afterEach(() => vi.useRealTimers());

  /** A page running `running`, whose fetch of index.html is `fetch`. */
  function pageWindow(running: string, fetch: (url: string, init: RequestInit) => Promise<Response>) {
    const reload = vi.fn();
    const script = { getAttribute: (name: string) => (name === 'src' ? running : null) };
    const win = {
      document: { querySelector: () => script },
      fetch,
      setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
      clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
      location: { reload },
      sessionStorage: memoryStorage(),
    } as unknown as Window;
    return { win, reload };
  }

  it('asks for index.html past the HTTP cache and reloads onto another build', async () => {
    const asked: Array<[string, RequestInit]> = [];
    const { win, reload } = pageWindow('/assets/main-DFqlpXeQ.js', async (url, init) => {
      asked.push([url, init]);
      return new Response(indexOf('/assets/main-B90hOCjG.js'), { status: 200 });
    });
    expect(await browserNewBuildCheck(win).reloadIfReplaced()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(asked).toEqual([['/index.html', expect.objectContaining({ cache: 'no-store' })]]);
  });

  it('gives up on a network that hangs, so the failure is shown', async () => {
    vi.useFakeTimers();
    const { win, reload } = pageWindow(
      '/assets/main-DFqlpXeQ.js',
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const answer = browserNewBuildCheck(win).reloadIfReplaced();
    await vi.advanceTimersByTimeAsync(INDEX_TIMEOUT_MS);
    expect(await answer).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('takes an error answer for no answer', async () => {
    const { win, reload } = pageWindow(
      '/assets/main-DFqlpXeQ.js',
      async () => new Response('', { status: 503 }),
    );
    expect(await browserNewBuildCheck(win).reloadIfReplaced()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
