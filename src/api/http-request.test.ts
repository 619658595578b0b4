// The request over a real socket: a loopback HTTP server that answers as told and records what
// arrived, reached through the runtime's own fetch.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRequest, withQuery } from './http-request.ts';

interface Arrived {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base = '';
const arrived: Arrived[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      arrived.push({ method: request.method, url: request.url, headers: request.headers, body });
      if (request.url?.startsWith('/api1/silent')) return; // never answers
      if (request.url?.startsWith('/api1/gateway')) {
        response.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>');
        return;
      }
      response
        .writeHead(request.url?.startsWith('/api1/busy') ? 429 : 200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ code: 0, msg: 'ok', data: { echoed: body || null } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const send = (request: Parameters<typeof sendRequest>[2], timeoutMs = 5_000) =>
  sendRequest((input, init) => fetch(input, init), base, request, timeoutMs);

describe('an /api1 request over fetch', () => {
  it('sends a GET with its query and headers, no body, and reads the JSON answer', async () => {
    arrived.length = 0;
    const answer = await send({
      method: 'GET',
      url: '/sms/v1/sendCode',
      query: { phone: '91 98765/43210', skipped: undefined, empty: null, count: 2 },
      headers: { web_uuid: 'uuid-1', token: 'tok-1' },
    });
    expect(answer).toEqual({ status: 200, body: { code: 0, msg: 'ok', data: { echoed: null } } });
    expect(arrived[0]).toMatchObject({
      method: 'GET',
      url: '/api1/sms/v1/sendCode?phone=91%2098765%2F43210&empty=&count=2',
      body: '',
    });
    expect(arrived[0]!.headers).toMatchObject({ web_uuid: 'uuid-1', token: 'tok-1' });
    expect(arrived[0]!.headers['content-type']).toBeUndefined();
  });

  it('sends a POST body as JSON', async () => {
    arrived.length = 0;
    const answer = await send({
      method: 'POST',
      url: '/user/v1/login',
      body: { phone: '919876543210', code: '1234' },
      headers: {},
    });
    expect(arrived[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(arrived[0]!.body)).toEqual({ phone: '919876543210', code: '1234' });
    expect(answer.body).toMatchObject({ data: { echoed: '{"phone":"919876543210","code":"1234"}' } });
  });

  it('hands back an answer of any status, and a body that is not JSON as its text', async () => {
    expect((await send({ method: 'GET', url: '/busy', headers: {} })).status).toBe(429);
    expect(await send({ method: 'GET', url: '/gateway', headers: {} })).toEqual({
      status: 502,
      body: '<html>Bad gateway</html>',
    });
  });

  it('gives up on an answer that does not come within the time limit', async () => {
    const started = Date.now();
    await expect(send({ method: 'GET', url: '/silent', headers: {} }, 300)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('rejects when nothing listens at the address', async () => {
    const closed = 'http://127.0.0.1:9/api1';
    await expect(
      sendRequest(
        (input, init) => fetch(input, init),
        closed,
        { method: 'GET', url: '/x', headers: {} },
        5_000,
      ),
    ).rejects.toThrow();
  });
});

describe('a URL with its query', () => {
  it('adds to a query the path already has, and leaves a URL without values as it is', () => {
    expect(withQuery('/a?b=1', { c: 'd e' })).toBe('/a?b=1&c=d%20e');
    expect(withQuery('/a', { gone: undefined })).toBe('/a');
  });
});
