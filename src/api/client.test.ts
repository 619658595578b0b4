import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientDeps } from './client.ts';
import type { EndpointRoute } from './endpoint-route.ts';
import type { FetchPort } from './http-request.ts';

const ENDPOINTS: Record<string, EndpointRoute> = {
  'sms.sendCode': { method: 'GET', path: '/sms/v1/sendCode', auth: 'none' },
  'user.login': { method: 'POST', path: '/user/v1/login', auth: 'none' },
  'home.index': { method: 'GET', path: '/home/v1/index', auth: 'required' },
  // A contract that (wrongly) names the app's own headers among its own: they stay the app's.
  'device.report': {
    method: 'POST',
    path: '/device/v1/report',
    auth: 'required',
    headers: ['sdkVersion', 'brand', 'build', 'idfa', 'model', 'OS', 'Web_UUID', 'token'],
  },
  'user.appLogin': { method: 'POST', path: '/user/v1/user-login', auth: 'none', headers: ['Token'] },
  'auth.upload': {
    method: 'POST',
    path: '/authen/upload',
    auth: 'required',
    contentType: 'multipart/form-data',
  },
  'order.extensionCalc': {
    method: 'GET',
    path: '/order-repay-extension/v1/extension-calc/{id}',
    auth: 'required',
  },
};

type Reply = { status?: number; data: unknown } | Error;

interface Sent {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  body: RequestInit['body'];
}

/** A fetch that records each request and answers with the next reply (a text body as it is). */
function network(...replies: Reply[]) {
  const requests: Sent[] = [];
  const fetch: FetchPort = async (url, init) => {
    requests.push({
      url,
      method: init.method,
      headers: { ...(init.headers as Record<string, string>) },
      body: init.body,
    });
    const reply = replies.shift() ?? { data: { code: 0, msg: 'ok', data: null } };
    if (reply instanceof Error) throw reply;
    const text = typeof reply.data === 'string' ? reply.data : JSON.stringify(reply.data);
    return new Response(text, { status: reply.status ?? 200 });
  };
  return { fetch, requests };
}

function setUp(replies: Reply[], overrides: Partial<ApiClientDeps> = {}) {
  const net = network(...replies);
  const events: string[] = [];
  let token: string | undefined = 'tok-1';
  const client = createApiClient({
    endpoints: (id) => ENDPOINTS[id],
    headers: () => ({
      web_uuid: 'uuid-1',
      os: 'android-h5',
      packageName: 'in.loanapp.h5',
      fbp: '',
      fbc: '',
      fbUserId: '',
    }),
    token: () => token,
    signOut: () => {
      token = undefined;
      events.push('signOut');
    },
    tell: (text) => events.push(`tell ${text}`),
    currentPath: () => '/orders?tab=1',
    navigate: (to, options) => events.push(`navigate ${to} replace=${options.replace}`),
    fetch: net.fetch,
    ...overrides,
  });
  return { client, requests: net.requests, events, token: () => token };
}

describe('API client', () => {
  it('hands back the data of a successful envelope', async () => {
    const { client } = setUp([{ data: { code: 0, msg: 'success', data: { userType: 1 } } }]);
    expect(await client.call({ endpoint: 'home.index' })).toEqual({ ok: true, data: { userType: 1 } });
  });

  it('sends the spec headers and the token on signed-in calls, below /api1', async () => {
    const { client, requests } = setUp([{ data: { code: 0, data: {} } }]);
    await client.call({ endpoint: 'home.index' });
    const [request] = requests;
    expect(request!.url).toBe('/api1/home/v1/index');
    expect(request!.method).toBe('GET');
    expect(request!.body).toBeUndefined();
    const headers = request!.headers;
    expect(headers).toMatchObject({
      web_uuid: 'uuid-1',
      os: 'android-h5',
      packageName: 'in.loanapp.h5',
      fbp: '',
      fbc: '',
      fbUserId: '',
      token: 'tok-1',
    });
  });

  it("sends the headers a screen gives as text, leaving out empty and unsendable ones, never over the app's own", async () => {
    const { client, requests } = setUp([{ data: { code: 0, data: {} } }]);
    await client.call({
      endpoint: 'device.report',
      headers: {
        'X-Request-Id': 'forged',
        'Content-Type': 'text/plain',
        sdkVersion: '3.1.0',
        brand: 'Apple',
        build: 42,
        idfa: '',
        model: 'iPhone\u00a015',
        OS: 'forged',
        Web_UUID: 'forged',
        token: 'x',
      },
    });
    const headers = requests[0]!.headers;
    expect(headers).toMatchObject({
      sdkVersion: '3.1.0',
      brand: 'Apple',
      build: '42',
      os: 'android-h5',
      token: 'tok-1',
    });
    expect(headers).not.toHaveProperty('idfa');
    expect(headers).not.toHaveProperty('model');
    expect(headers).not.toHaveProperty('OS');
    expect(headers).not.toHaveProperty('Web_UUID');
    // Headers the endpoint's contract does not take are not the screen's to send.
    expect(headers).not.toHaveProperty('X-Request-Id');
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers['content-type']).toBe('application/json');
  });

  it('sends no header of a screen to an endpoint whose contract takes none', async () => {
    const { client, requests } = setUp([{ data: { code: 0, data: {} } }]);
    await client.call({ endpoint: 'home.index', headers: { sdkVersion: '3.1.0' } });
    expect(requests[0]!.headers).not.toHaveProperty('sdkVersion');
  });

  it('never lets a screen send a token on a call that takes none', async () => {
    const { client, requests } = setUp([{ data: { code: 0, data: {} } }]);
    await client.call({ endpoint: 'user.appLogin', headers: { Token: 'someone-elses' } });
    const headers = requests[0]!.headers;
    expect(headers).not.toHaveProperty('Token');
    expect(headers).not.toHaveProperty('token');
  });

  it('never sends the token on login-type calls', async () => {
    const { client, requests } = setUp([
      { data: { code: 0, data: null } },
      { data: { code: 0, data: { token: 't', isRegister: 0 } } },
    ]);
    await client.call({ endpoint: 'sms.sendCode', query: { phone: '919876543210' } });
    await client.call({ endpoint: 'user.login', body: { phone: '919876543210', code: '1234' } });
    for (const request of requests) expect(request.headers).not.toHaveProperty('token');
    expect(requests[0]!.url).toBe('/api1/sms/v1/sendCode?phone=919876543210');
    expect(JSON.parse(requests[1]!.body as string)).toEqual({ phone: '919876543210', code: '1234' });
    expect(requests[1]!.method).toBe('POST');
  });

  it('substitutes and encodes path parameters', async () => {
    const { client, requests } = setUp([{ data: { code: 0, data: {} } }]);
    await client.call({ endpoint: 'order.extensionCalc', params: { id: 'a/b 7' } });
    expect(requests[0]!.url).toBe('/api1/order-repay-extension/v1/extension-calc/a%2Fb%207');
  });

  it('turns a refused envelope into the server message, without signing out', async () => {
    const { client, events } = setUp([{ data: { code: 1001, msg: 'Wrong code', data: null } }]);
    expect(await client.call({ endpoint: 'user.login', body: {} })).toEqual({
      ok: false,
      error: { code: 1001, msg: 'Wrong code' },
    });
    expect(events).toEqual([]);
  });

  it('reads the envelope of a non-2xx answer too', async () => {
    const { client } = setUp([{ status: 429, data: { code: 429, msg: 'Too many requests', data: null } }]);
    expect(await client.call({ endpoint: 'sms.sendCode' })).toEqual({
      ok: false,
      error: { code: 429, msg: 'Too many requests' },
    });
  });

  it('on -4 forgets the token and sends the borrower to sign in, remembering where they were', async () => {
    const { client, events, token } = setUp([{ data: { code: -4, msg: 'Please sign in', data: null } }]);
    const result = await client.call({ endpoint: 'home.index' });
    // The words are said here, once, and handed back empty: the caller's screen may never be drawn.
    expect(result).toEqual({ ok: false, error: { code: -4, msg: '' } });
    expect(token()).toBeUndefined();
    expect(events).toEqual([
      'signOut',
      'tell Please sign in',
      'navigate /login?redirect=%2Forders%3Ftab%3D1 replace=true',
    ]);
  });

  it('on -4 leaves a token of the address out of the way back (the rating page is opened with one)', async () => {
    const { client, events } = setUp([{ data: { code: -4, msg: 'Please sign in' } }], {
      currentPath: () => '/orders/audit?token=a1b2c3d4e5f6&orderId=12',
    });
    await client.call({ endpoint: 'home.index' });
    expect(events).toEqual([
      'signOut',
      'tell Please sign in',
      'navigate /login?redirect=%2Forders%2Faudit%3ForderId%3D12 replace=true',
    ]);
  });

  it.each(['/auth/contacts', '/verify/contact2', '/auth/contacts?pid=3'])(
    'on -4 at the contact path %s forgets the token but stays on the page',
    async (path) => {
      const { client, events } = setUp([{ data: { code: -4, msg: 'Please sign in' } }], {
        currentPath: () => path,
      });
      await client.call({ endpoint: 'home.index' });
      expect(events).toEqual(['signOut', 'tell Please sign in']);
    },
  );

  it('on -4 while already signing in does not loop back to /login', async () => {
    const { client, events } = setUp([{ data: { code: -4, msg: 'Please sign in' } }], {
      currentPath: () => '/login?redirect=%2F',
    });
    await client.call({ endpoint: 'home.index' });
    expect(events).toEqual(['signOut', 'tell Please sign in']);
  });

  it('answers a network failure or a timeout with the network message', async () => {
    const timeout = new DOMException('signal is aborted without reason', 'AbortError');
    const { client } = setUp([new TypeError('Failed to fetch'), timeout]);
    const expected = { ok: false, error: { code: -1, msg: 'Network error, please try again' } };
    expect(await client.call({ endpoint: 'home.index' })).toEqual(expected);
    expect(await client.call({ endpoint: 'home.index' })).toEqual(expected);
  });

  it("gives up on a call unanswered after the spec's 100 seconds, with the network message", async () => {
    vi.useFakeTimers();
    try {
      let aborted = false;
      const { client } = setUp([], {
        // A server that never answers: the call ends only when its signal is aborted.
        fetch: (_url, init) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => {
              aborted = true;
              reject(new DOMException('signal is aborted without reason', 'AbortError'));
            });
          }),
      });
      const result = client.call({ endpoint: 'home.index' });
      await vi.advanceTimersByTimeAsync(99_999);
      expect(aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await result).toEqual({
        ok: false,
        error: { code: -1, msg: 'Network error, please try again' },
      });
      expect(aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says a network failure in the language of the page', async () => {
    document.documentElement.lang = 'hi';
    try {
      const { client } = setUp([new TypeError('Failed to fetch')]);
      expect(await client.call({ endpoint: 'home.index' })).toEqual({
        ok: false,
        error: { code: -1, msg: 'नेटवर्क में गड़बड़ी है, कृपया फिर से कोशिश करें' },
      });
    } finally {
      document.documentElement.lang = '';
    }
  });

  it("answers a proxy's error page (5xx, not the envelope) as our failure, not the borrower's network", async () => {
    const { client } = setUp([
      { status: 502, data: '<html>Bad gateway</html>' },
      { status: 500, data: 'Internal Server Error' },
      { status: 503, data: '' },
    ]);
    for (let answer = 0; answer < 3; answer++)
      expect(await client.call({ endpoint: 'home.index' })).toEqual({
        ok: false,
        error: { code: -1, msg: 'Something went wrong. Please try again.' },
      });
  });

  it("answers the server's own failure (a 5xx envelope) with its words and the code to try again", async () => {
    const { client } = setUp([
      {
        status: 500,
        data: { code: 1099, msg: 'Something went wrong on our side. Please try again.', data: null },
      },
      {
        status: 503,
        data: { code: 4017, msg: 'Many photos are being checked right now. Please try again in a minute.' },
      },
      { status: 200, data: { code: 2001, msg: 'Please wait 40 seconds before requesting a new code.' } },
    ]);
    expect(await client.call({ endpoint: 'home.index' })).toEqual({
      ok: false,
      error: { code: -1, msg: 'Something went wrong on our side. Please try again.' },
    });
    expect(await client.call({ endpoint: 'home.index' })).toEqual({
      ok: false,
      error: { code: -1, msg: 'Many photos are being checked right now. Please try again in a minute.' },
    });
    // A refusal keeps its code: the screen may tell it apart.
    expect(await client.call({ endpoint: 'home.index' })).toEqual({
      ok: false,
      error: { code: 2001, msg: 'Please wait 40 seconds before requesting a new code.' },
    });
  });

  it('answers any other body that is not the envelope (a Wi-Fi sign-in page) with the network message', async () => {
    const { client } = setUp([{ status: 200, data: '<html>Sign in to the hotel Wi-Fi</html>' }]);
    expect(await client.call({ endpoint: 'home.index' })).toEqual({
      ok: false,
      error: { code: -1, msg: 'Network error, please try again' },
    });
  });

  it('sends a multipart endpoint its body as form parts, files with their names', async () => {
    const { client, requests } = setUp([{ data: { code: 0, data: { url: '/f/1' } } }]);
    const photo = new File(['jpeg bytes'], 'aadhaar-front.jpg', { type: 'image/jpeg' });
    const compressed = new Blob(['smaller'], { type: 'image/jpeg' });
    const result = await client.call({
      endpoint: 'auth.upload',
      body: {
        type: 3,
        image: photo,
        thumb: compressed,
        notNeed: false,
        skipped: undefined,
        tags: ['a', 'b'],
      },
    });
    expect(result).toEqual({ ok: true, data: { url: '/f/1' } });
    const sent = requests[0]!.body;
    expect(sent).toBeInstanceOf(FormData);
    const form = sent as FormData;
    expect([...form.keys()]).toEqual(['type', 'image', 'thumb', 'notNeed', 'tags', 'tags']);
    expect(form.get('type')).toBe('3');
    expect(form.get('notNeed')).toBe('false');
    expect(form.getAll('tags')).toEqual(['a', 'b']);
    const image = form.get('image') as File;
    expect(image.name).toBe('aadhaar-front.jpg');
    expect(await image.text()).toBe('jpeg bytes');
    expect((form.get('thumb') as File).name).toBe('thumb.jpeg');
    // The browser writes the multipart content type with its boundary.
    expect(requests[0]!.headers).not.toHaveProperty('content-type');
  });

  it('keeps sending JSON to the other endpoints', async () => {
    const { client, requests } = setUp([{ data: { code: 0, data: null } }]);
    await client.call({ endpoint: 'user.login', body: { phone: '919876543210', code: '1234' } });
    expect(typeof requests[0]!.body).toBe('string');
    expect(requests[0]!.headers['content-type']).toBe('application/json');
  });

  it("hands the screen a failure's data when the server sent one (errorColumn)", async () => {
    const errorColumn = [{ msg: 'Company Name is too short' }];
    const { client } = setUp([{ data: { code: 1002, msg: 'Please check', data: { errorColumn } } }]);
    expect(await client.call({ endpoint: 'user.login', body: {} })).toEqual({
      ok: false,
      error: { code: 1002, msg: 'Please check', data: { errorColumn } },
    });
  });

  it('refuses an endpoint it does not know without touching the network', async () => {
    const { client, requests } = setUp([]);
    const result = await client.call({ endpoint: 'nope.nothing' });
    expect(result.ok).toBe(false);
    expect(requests).toEqual([]);
  });

  it('waits for an endpoint table still loading, and answers a table that cannot load like the network', async () => {
    let loads = 0;
    const { client, requests } = setUp([{ data: { code: 0, msg: 'ok', data: { userType: 0 } } }], {
      endpoints: async (id) => {
        loads += 1;
        if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return ENDPOINTS[id];
      },
    });
    expect(await client.call({ endpoint: 'home.index' })).toEqual({
      ok: false,
      error: { code: -1, msg: 'Network error, please try again' },
    });
    expect(requests).toEqual([]);
    expect(await client.call({ endpoint: 'home.index' })).toEqual({ ok: true, data: { userType: 0 } });
    expect(requests.map((r) => r.url)).toEqual(['/api1/home/v1/index']);
  });
});
