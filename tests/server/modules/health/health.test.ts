// GET /health, the operators' probe (decision 0025): 200 while the database answers, 503 with the
// reason while it does not (a host that never answers, a refused connection), back to 200 once it
// answers again; any number of probes costs the database one query a second at most, and probing
// never uses up the address's request budget.
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../server/app.ts';
import { loadConfig } from '../../../../server/config.ts';
import type { Db, Queryable } from '../../../../server/db/db.ts';
import { openPostgresDb } from '../../../../server/db/postgres-db.ts';
import { pause } from '../../helpers/pause.ts';
import { productionEnv } from '../../helpers/production-env.ts';
import { fixturesDir } from '../../helpers/test-app.ts';
import { createTestDb } from '../../helpers/test-db.ts';
import { refusingPort, silentHost } from '../../helpers/unreachable-postgres.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * The app on a test database that the test can swap for another one while it runs, as a database
 * that goes away under a running server; `selects` counts the `SELECT 1` probes that reached it.
 */
async function appOnSwappableDb(env: Record<string, string> = {}) {
  const { db: testDb, dispose } = await createTestDb();
  let current: Queryable = testDb;
  let selects = 0;
  const db: Db = {
    query: (sql, params) => {
      if (sql === 'SELECT 1') selects += 1;
      return current.query(sql, params);
    },
    exec: (sql) => current.exec(sql),
    transaction: (fn) => testDb.transaction(fn),
    close: () => testDb.close(),
  };
  const logs: string[] = [];
  const app = await buildApp({
    config: loadConfig({ APP_ENV: 'test', ...env }),
    db,
    screensDir: path.join(fixturesDir, 'screens'),
    distDir: path.join(fixturesDir, 'no-client-build'),
    logger: {
      level: 'warn',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logs.push(chunk.toString());
          done();
        },
      }),
    },
  });
  await app.ready();
  cleanups.push(async () => {
    await app.close();
    await dispose();
  });
  return {
    app,
    logs,
    selects: () => selects,
    useDatabase(other: Queryable) {
      current = other;
    },
    useTestDatabase() {
      current = testDb;
    },
  };
}

function unreachable(port: number): Db {
  const db = openPostgresDb(`postgres://loan:secret@127.0.0.1:${port}/loan`);
  cleanups.push(() => db.close());
  return db;
}

const probe = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/health' });

describe('GET /health', () => {
  it('answers 200 while the database answers, never from a cache, and to HEAD too', async () => {
    const { app } = await appOnSwappableDb();
    const response = await probe(app);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'HEAD', url: '/health' })).statusCode).toBe(200);
  });

  it('answers in production, where the development surface is closed', async () => {
    const { app } = await appOnSwappableDb(productionEnv);
    expect((await probe(app)).json()).toEqual({ status: 'ok', database: 'ok' });
    expect((await app.inject({ method: 'GET', url: '/api1/dev/outbox?phone=919876543210' })).statusCode).toBe(
      404,
    );
  });

  it('answers 503 within 2 s when the database host never answers, and 200 once it answers again', async () => {
    const { app, logs, useDatabase, useTestDatabase } = await appOnSwappableDb();
    const host = await silentHost();
    useDatabase(unreachable(host.port));
    // Closed before the pool, whose end() would wait for the connection attempt to time out.
    cleanups.push(host.close);

    const started = Date.now();
    const response = await probe(app);
    // The pool would wait 10 s for a connection; a load balancer's probe gives up well before.
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'no answer within 2000 ms' });
    expect(logs.join('')).toContain('Health: the database is down (no answer within 2000 ms)');

    useTestDatabase();
    await pause(1_100);
    expect((await probe(app)).statusCode).toBe(200);
  });

  it('answers 503 when the connection is refused, naming no host or error in the answer (the log has it)', async () => {
    const { app, logs, useDatabase } = await appOnSwappableDb();
    const port = await refusingPort();
    useDatabase(unreachable(port));
    const response = await probe(app);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'the query failed' });
    expect(response.body).not.toContain(String(port));
    const logged = logs.join('');
    expect(logged).toContain('Health: the database is down (the query failed)');
    expect(logged).toContain('ECONNREFUSED');
  });

  it('costs the database one query for any number of probes within a second', async () => {
    const { app, selects } = await appOnSwappableDb();
    const answers = await Promise.all(Array.from({ length: 20 }, () => probe(app)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    for (let i = 0; i < 5; i++) expect((await probe(app)).statusCode).toBe(200);
    expect(selects()).toBe(1);
    await pause(1_100);
    await probe(app);
    expect(selects()).toBe(2);
  });

  it('is not counted against the per-address request limit', async () => {
    const { app } = await appOnSwappableDb({ RATE_LIMIT_PER_MINUTE: '3' });
    for (let i = 0; i < 10; i++) expect((await probe(app)).statusCode).toBe(200);
    const borrowerCall = await app.inject({ method: 'GET', url: '/api1/system/get-country' });
    expect(borrowerCall.statusCode).toBe(200);
  });
});
