import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTelemetry } from './create-telemetry.ts';

const URL_PATH = '/api1/burying-point/v2/burying-point';

interface Sent {
  url: string;
  keepalive: boolean;
  headers: Record<string, string>;
  body: unknown;
}

function recordingFetch(answer: () => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      url: String(url),
      keepalive: init?.keepalive === true,
      headers: init?.headers as Record<string, string>,
      body: JSON.parse(String(init?.body)),
    });
    return answer();
  });
  return { sent, fetch: fetch as unknown as typeof globalThis.fetch };
}

const stored = () => Response.json({ code: 0, msg: 'ok', data: { accepted: 1 } });

/** A window stand-in whose page events the test fires. */
function fakePage() {
  const target = new EventTarget();
  const page = {
    document: { visibilityState: 'visible' as DocumentVisibilityState },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  };
  return { page, fire: (type: string) => target.dispatchEvent(new Event(type)) };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('telemetry', () => {
  it('posts the events of the last 5 s as one list with the device headers and the token', async () => {
    const net = recordingFetch(stored);
    let clock = 1_763_700_000_000;
    const telemetry = createTelemetry({
      url: URL_PATH,
      headers: () => ({ web_uuid: 'u-1', os: 'ios-h5', token: 'tok-1' }),
      fetch: net.fetch,
      now: () => clock++,
    });
    telemetry.track({ behavior: 'enter', page: 'home' });
    telemetry.track({ behavior: 'click', page: 'home', value: '42' });
    expect(net.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(net.sent).toEqual([
      {
        url: URL_PATH,
        keepalive: false,
        headers: { web_uuid: 'u-1', os: 'ios-h5', token: 'tok-1', 'content-type': 'application/json' },
        body: [
          { projectName: 'h5', pageName: 'home', behavior: 'enter', eventTime: 1_763_700_000_000 },
          {
            projectName: 'h5',
            pageName: 'home',
            behavior: 'click',
            value: '42',
            eventTime: 1_763_700_000_001,
          },
        ],
      },
    ]);
  });

  it('sends what waits with keepalive when the borrower leaves the page or switches away', async () => {
    const net = recordingFetch(stored);
    const { page, fire } = fakePage();
    const telemetry = createTelemetry({ url: URL_PATH, headers: () => ({}), fetch: net.fetch });
    const stop = telemetry.listen(page);
    telemetry.track({ behavior: 'click', page: 'orders' });
    fire('pagehide');
    expect(net.sent.map((s) => [s.keepalive, s.body])).toEqual([
      [true, [expect.objectContaining({ pageName: 'orders' })]],
    ]);
    telemetry.track({ behavior: 'enter', page: 'personal' });
    fire('visibilitychange'); // still visible: nothing
    expect(net.sent).toHaveLength(1);
    page.document.visibilityState = 'hidden';
    fire('visibilitychange');
    expect(net.sent[1]).toMatchObject({
      keepalive: true,
      body: [expect.objectContaining({ pageName: 'personal' })],
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(net.sent).toHaveLength(2);
    // Once the app stops listening, leaving sends nothing more (the timer still would).
    stop();
    telemetry.track({ behavior: 'click', page: 'home' });
    fire('pagehide');
    expect(net.sent).toHaveLength(2);
  });

  it('retries once when the server is down (5xx, no envelope, no network), and drops a refusal at once', async () => {
    const answers = [
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Response.json({ code: 6010, msg: 'Send a list of 1 to 50 events.' }, { status: 400 }),
    ];
    const net = recordingFetch(() => (answers.shift() ?? stored)());
    const telemetry = createTelemetry({ url: URL_PATH, headers: () => ({}), fetch: net.fetch });
    telemetry.track({ behavior: 'click', page: 'a' });
    await vi.advanceTimersByTimeAsync(5000); // 502: kept for one retry
    await vi.advanceTimersByTimeAsync(5000); // network error on the retry: dropped
    telemetry.track({ behavior: 'click', page: 'b' });
    await vi.advanceTimersByTimeAsync(5000); // refused: dropped at once
    await vi.advanceTimersByTimeAsync(60_000);
    expect(net.sent.map((s) => (s.body as Array<{ pageName: string }>).map((e) => e.pageName))).toEqual([
      ['a'],
      ['a'],
      ['b'],
    ]);
  });

  it('never throws into the screen, whatever the network does', async () => {
    const telemetry = createTelemetry({
      url: URL_PATH,
      headers: () => {
        throw new Error('storage refused');
      },
      fetch: vi.fn() as unknown as typeof fetch,
    });
    expect(() => telemetry.track({ behavior: 'click', page: 'home' })).not.toThrow();
    await vi.advanceTimersByTimeAsync(5000);
    await expect(telemetry.flush()).resolves.toBeUndefined();
  });
});
