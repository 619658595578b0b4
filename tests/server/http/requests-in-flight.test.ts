// A stop (SIGTERM: app.close(), then the database is closed, as main.ts does) while a request is
// still being worked on, e.g. one whose borrower has already gone: the request finishes on an
// open database and gets its answer; the stop waits for it, and only for a bounded time.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import type { Db } from '../../../server/db/db.ts';
import { waitForRequestsInFlightOnClose } from '../../../server/http/requests-in-flight.ts';
import { fixturesDir } from '../helpers/test-app.ts';
import { createTestDb } from '../helpers/test-db.ts';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/**
 * The real app with one more route that waits for `release` before reading the database, and a
 * step of its own, when given, at the start of a stop.
 */
async function appWithSlowRoute(db: Db, release: Promise<void>, onStopping?: () => Promise<void>) {
  const app = await buildApp({
    config: loadConfig({ APP_ENV: 'test' }),
    db,
    screensDir: path.join(fixturesDir, 'screens'),
    distDir: path.join(fixturesDir, 'no-client-build'),
  });
  const started = gate();
  app.get('/slow-work', async () => {
    started.open();
    await release;
    const { rows } = await db.query<{ answer: number }>('SELECT 42 AS answer');
    return rows[0];
  });
  if (onStopping) app.addHook('preClose', onStopping);
  await app.ready();
  return { app, started: started.opened };
}

/** A GET through `agent`, with the answer's Connection header. */
function getOver(agent: http.Agent | false, port: number, url: string) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, agent }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
        );
      })
      .on('error', reject);
  });
}

const isSettled = async (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 100))]);

describe('stopping the server while requests are in flight', () => {
  it('closes only once the request is done, which still reads the database and answers', async () => {
    const { db, dispose } = await createTestDb();
    const release = gate();
    const { app, started } = await appWithSlowRoute(db, release.opened);
    const answer = app.inject({ method: 'GET', url: '/slow-work' });
    await started;

    const stopped = app.close().then(dispose);
    expect(await isSettled(stopped)).toBe(false);
    release.open();

    const response = await answer;
    await stopped;
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ answer: 42 });
  });

  it('does not wait after requests that ended in an error answer', async () => {
    const { db, dispose } = await createTestDb();
    const { app } = await appWithSlowRoute(db, Promise.resolve());
    expect((await app.inject({ method: 'GET', url: '/api1/no-such-endpoint' })).statusCode).toBe(404);
    const signedOut = await app.inject({ method: 'GET', url: '/api1/home/v1/index' });
    expect(JSON.parse(signedOut.body)).toMatchObject({ code: -4 });

    const started = Date.now();
    await app.close();
    // A request left counted would hold the stop for the whole longest wait (10 s).
    expect(Date.now() - started).toBeLessThan(5000);
    await dispose();
  });

  it('over a kept-alive connection: the answer closes it, and the stop does not wait for the client', async () => {
    const { db, dispose } = await createTestDb();
    const release = gate();
    const { app, started } = await appWithSlowRoute(db, release.opened);
    await app.listen({ port: 0, host: '127.0.0.1' });
    // As a browser or a load balancer does: one connection kept open and used again.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const answer = getOver(agent, (app.server.address() as AddressInfo).port, '/slow-work');
      await started;
      const stopped = app.close().then(() => 'stopped');
      // The stop has begun (a new connection is refused) while the request is still at work.
      const port = (app.server.address() as AddressInfo).port;
      await vi.waitFor(() =>
        expect(getOver(false, port, '/health')).rejects.toMatchObject({ code: 'ECONNREFUSED' }),
      );
      release.open();
      expect(await answer).toEqual({ status: 200, connection: 'close', body: '{"answer":42}' });
      const tooLong = new Promise((resolve) => setTimeout(() => resolve('still waiting'), 2_000));
      expect(await Promise.race([stopped, tooLong])).toBe('stopped');
    } finally {
      agent.destroy();
      await app.close();
      await dispose();
    }
  });

  it('refuses, in the envelope, a request that arrives on a kept-open connection once the stop has begun', async () => {
    const { db, dispose } = await createTestDb();
    // Holds the stop between its start and Fastify closing the idle connections: the moment in
    // which a request can still arrive on a connection a client kept open.
    const hold = gate();
    const held = gate();
    const { app } = await appWithSlowRoute(db, Promise.resolve(), async () => {
      held.open();
      await hold.opened;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await getOver(agent, port, '/health')).status).toBe(200);
      const sessionsBefore = await db.query('SELECT count(*)::int AS n FROM sessions');
      const stopped = app.close();
      await held.opened;

      const refused = await getOver(agent, port, '/api1/sms/v1/sendCode?phone=9876543210');
      expect(refused.status).toBe(503);
      expect(refused.connection).toBe('close');
      expect(JSON.parse(refused.body)).toEqual({
        code: 1010,
        msg: 'The service is restarting. Please try again in a moment.',
        data: null,
      });
      expect(await db.query('SELECT count(*)::int AS n FROM login_codes')).toMatchObject({
        rows: [{ n: 0 }],
      });
      expect(await db.query('SELECT count(*)::int AS n FROM sessions')).toEqual(sessionsBefore);
      hold.open();
      await stopped;
    } finally {
      hold.open();
      agent.destroy();
      await app.close();
      await dispose();
    }
  });

  it('stops after the longest wait even if a request never ends', async () => {
    const app: FastifyInstance = Fastify();
    waitForRequestsInFlightOnClose(app, 200);
    app.get('/never', () => new Promise(() => undefined));
    await app.ready();
    void app.inject({ method: 'GET', url: '/never' });
    await new Promise((resolve) => setTimeout(resolve, 20));

    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('closes, at the longest wait, a connection whose body is still arriving (a photo on 3G)', async () => {
    const app: FastifyInstance = Fastify();
    waitForRequestsInFlightOnClose(app, 300);
    app.post('/upload', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    // Headers for a 100 KB body, then its first bytes only, as a slow upload sends them.
    const socket = net.connect(port, '127.0.0.1');
    const cut = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => undefined);
    socket.write(
      'POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n',
    );
    socket.write(Buffer.alloc(1000));
    await new Promise((resolve) => setTimeout(resolve, 50));

    const started = Date.now();
    // Before, the stop waited for the upload's last byte: here, never.
    const tooLong = new Promise((resolve) => setTimeout(() => resolve('still waiting'), 3_000));
    expect(await Promise.race([app.close().then(() => 'stopped'), tooLong])).toBe('stopped');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await cut;
    socket.destroy();
  });
});
