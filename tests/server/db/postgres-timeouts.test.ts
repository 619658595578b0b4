/**
 * The PostgreSQL pool's limits: a query does not wait forever for a database host that never
 * answers, a statement does not wait forever behind a lock or on a database that stopped answering,
 * and migrations (which may rewrite a large table) are not bound by the requests' limits.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { openPostgresDb } from '../../../server/db/postgres-db.ts';
import { runAdminSql } from '../helpers/admin-sql.ts';
import { freezableRelay, silentHost } from '../helpers/unreachable-postgres.ts';

const url = process.env.DATABASE_URL;
const opened: Db[] = [];
const cleanups: Array<() => Promise<void>> = [];
// Closed first: a pool still waiting on a frozen connection would not end.
const relays: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(relays.splice(0).map((close) => close()));
  await Promise.all(opened.splice(0).map((db) => db.close()));
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function open(connectionString: string, options: Parameters<typeof openPostgresDb>[1]): Db {
  const db = openPostgresDb(connectionString, options);
  opened.push(db);
  return db;
}

describe('a database host that never answers', () => {
  it('fails a query and a transaction after the connect timeout instead of holding them', async () => {
    const host = await silentHost();
    cleanups.push(host.close);
    const { port } = host;
    const db = open(`postgres://loan:secret@127.0.0.1:${port}/loan`, { connectTimeoutMs: 300 });
    const started = Date.now();
    await expect(db.query('SELECT 1')).rejects.toThrow(/timeout/);
    await expect(db.transaction((tx) => tx.query('SELECT 1'))).rejects.toThrow(/timeout/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe.skipIf(!url)('PostgreSQL statement limit', () => {
  it('fails a statement waiting behind a lock, and leaves the holder and the pool working', async () => {
    const holder = open(url!, { max: 1 });
    const waiter = open(url!, { max: 1, statementTimeoutMs: 300 });
    const key = Math.floor(Math.random() * 1_000_000_000);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holding = holder.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [key]);
      locked();
      await held;
      return 'held';
    });
    await lockTaken;

    const error = await waiter
      .transaction((tx) => tx.query('SELECT pg_advisory_xact_lock($1)', [key]))
      .then(
        () => undefined,
        (e: unknown) => e as { code?: string; message: string },
      );
    expect(error).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });

    release();
    await expect(holding).resolves.toBe('held');
    const { rows } = await waiter.query<{ one: number }>('SELECT 1 AS one');
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('does not bind migrations, which may run long', async () => {
    const schema = `test_timeouts_${randomBytes(4).toString('hex')}`;
    await runAdminSql(url!, `CREATE SCHEMA ${schema}`);
    cleanups.push(() => runAdminSql(url!, `DROP SCHEMA ${schema} CASCADE`));
    const dir = await mkdtemp(path.join(tmpdir(), 'slow-migration-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    await writeFile(
      path.join(dir, '001_slow.sql'),
      'SELECT pg_sleep(0.6);\nCREATE TABLE slow_done (id int);\n',
    );
    const db = open(url!, { searchPath: schema, max: 1, statementTimeoutMs: 200 });

    await expect(db.query('SELECT pg_sleep(0.6)')).rejects.toMatchObject({ code: '57014' });
    await expect(migrate(db, dir)).resolves.toEqual(['001_slow.sql']);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM slow_done');
    expect(rows).toEqual([{ n: 0 }]);
  });
});

describe.skipIf(!url)('a database that stops answering on open connections', () => {
  async function frozenSetUp() {
    const relay = await freezableRelay(new URL(url!));
    relays.push(relay.close);
    const db = open(relay.url, { max: 2, statementTimeoutMs: 300, answerTimeoutMs: 700 });
    return { relay, db };
  }

  it('fails a query after the answer timeout, and lends that connection to no one again', async () => {
    const { relay, db } = await frozenSetUp();
    await db.query('SELECT 1');
    relay.freeze();

    const started = Date.now();
    await expect(db.query('SELECT 2')).rejects.toThrow('Query read timeout');
    expect(Date.now() - started).toBeLessThan(3_000);
    // The connection that stopped answering is closed: the next query opens one that answers.
    const { rows } = await db.query<{ one: number }>('SELECT 1 AS one');
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('fails a transaction without waiting on its ROLLBACK, and the database rolls it back', async () => {
    const { relay, db } = await frozenSetUp();
    const direct = open(url!, { max: 1 });
    const key = Math.floor(Math.random() * 1_000_000_000);

    const started = Date.now();
    const failed = db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [key]);
      relay.freeze();
      await tx.query('SELECT 2');
    });
    await expect(failed).rejects.toThrow('Query read timeout');
    // One answer timeout, not a second one spent on a ROLLBACK that would not be answered either.
    expect(Date.now() - started).toBeLessThan(1_300);

    // The connection was closed, so the database ended the transaction and let go of its lock.
    await expect
      .poll(
        async () => {
          const { rows } = await direct.query<{ free: boolean }>('SELECT pg_try_advisory_lock($1) AS free', [
            key,
          ]);
          return rows[0]!.free;
        },
        { timeout: 3_000 },
      )
      .toBe(true);
    await direct.query('SELECT pg_advisory_unlock($1)', [key]);
    await expect(db.transaction((tx) => tx.query('SELECT 1'))).resolves.toEqual({
      rows: [{ '?column?': 1 }],
    });
  });
});
