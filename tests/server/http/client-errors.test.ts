// Requests that never arrive whole or are not HTTP, over real sockets: a body that stops, a body
// sent a byte at a time (each connection would otherwise be held for as long as the sender liked),
// headers over the limit, bytes that are not a request. Each gets the envelope and its connection is
// closed; other borrowers are served meanwhile, and a request that arrived whole is never cut
// however long its answer takes.
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { fixturesDir } from '../helpers/test-app.ts';
import { createTestDb } from '../helpers/test-db.ts';

const REQUEST_TIMEOUT_MS = 1000;

let app: FastifyInstance;
let port = 0;
let dispose: () => Promise<void>;
let releaseSlowWork: () => void = () => undefined;

beforeAll(async () => {
  const testDb = await createTestDb();
  dispose = testDb.dispose;
  app = await buildApp({
    config: loadConfig({ APP_ENV: 'test', REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) }),
    db: testDb.db,
    screensDir: path.join(fixturesDir, 'screens'),
    distDir: path.join(fixturesDir, 'no-client-build'),
  });
  // A request that arrived whole and whose answer takes longer than the request timeout.
  const slow = new Promise<void>((resolve) => (releaseSlowWork = resolve));
  app.get('/slow-work', async () => {
    await slow;
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  releaseSlowWork();
  await app.close();
  await dispose();
});

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
  /** Milliseconds from the first byte sent to the connection's close. */
  closedAfterMs: number;
}

/** Opens a connection, lets `send` write to it, and reads until the server closes it. */
function rawExchange(send: (socket: net.Socket) => void, giveUpMs = 10_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const started = Date.now();
    let received = '';
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(
        new Error(`no close within ${giveUpMs} ms; received: ${JSON.stringify(received.slice(0, 200))}`),
      );
    }, giveUpMs);
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('error', () => undefined); // a reset after the answer still ends the exchange
    socket.on('close', () => {
      clearTimeout(giveUp);
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        headers: head,
        body,
        closedAfterMs: Date.now() - started,
      });
    });
    socket.on('connect', () => send(socket));
  });
}

const loginHead = (length: number) =>
  [
    'POST /api1/user/v1/login HTTP/1.1',
    'Host: 127.0.0.1',
    'Content-Type: application/json',
    `Content-Length: ${length}`,
    '',
    '',
  ].join('\r\n');

describe('a request that does not arrive whole in time', () => {
  it('is answered REQUEST_TIMEOUT and closed when its body stops coming', async () => {
    const answer = await rawExchange((socket) => socket.write(`${loginHead(100)}{"phone":"91`));
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({
      code: 1007,
      msg: 'The request took too long to arrive. Please try again.',
      data: null,
    });
    expect(answer.headers).toMatch(/\r\nConnection: close/i);
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(answer.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS * 3);
  });

  it('is cut too when the body trickles in a byte at a time (the connection is never idle)', async () => {
    let timer: NodeJS.Timeout | undefined;
    const answer = await rawExchange((socket) => {
      socket.write(loginHead(10_000));
      timer = setInterval(() => socket.writable && socket.write(' '), 200);
      socket.on('close', () => clearInterval(timer));
    });
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 1007 });
    expect(answer.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS * 3);
  });

  it('leaves the other borrowers served meanwhile', async () => {
    const stalled = rawExchange((socket) => socket.write(`${loginHead(100)}{`));
    const health = await app.inject({ method: 'GET', url: '/health' });
    const overTheWire = await fetch(`http://127.0.0.1:${port}/api1/sms/v1/sendCode?phone=12`);
    expect(health.statusCode).toBe(200);
    expect(overTheWire.status).toBe(200);
    expect(((await overTheWire.json()) as { code: number }).code).toBe(1001);
    expect((await stalled).status).toBe(408);
  });

  it('does not cut a request that arrived whole, however long its answer takes', async () => {
    const answered = fetch(`http://127.0.0.1:${port}/slow-work`);
    await new Promise((resolve) => setTimeout(resolve, REQUEST_TIMEOUT_MS * 2));
    releaseSlowWork();
    const response = await answered;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
  });
});

describe('a request the server cannot read at all', () => {
  it('answers HEADERS_TOO_LARGE in the envelope for headers over the limit', async () => {
    const answer = await rawExchange((socket) =>
      socket.write(`GET /api1/home/v1/index HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ code: 1008, msg: 'The request is too large.', data: null });
  });

  it('answers MALFORMED_REQUEST in the envelope for bytes that are not HTTP', async () => {
    const answer = await rawExchange((socket) => socket.write('HELLO THERE\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      code: 1002,
      msg: 'The request could not be read. Please try again.',
      data: null,
    });
  });
});
