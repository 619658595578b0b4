/**
 * PostgreSQL only: a pooled connection that the database server ends (a restart, a failover, an
 * administrator) must not take the process down, whether it was idle in the pool or held by a
 * transaction between two statements. The next query runs on a new connection, and the server is
 * told once what happened.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../server/db/db.ts';
import { openPostgresDb } from '../../../server/db/postgres-db.ts';
import { runAdminSql } from '../helpers/admin-sql.ts';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('a pooled PostgreSQL connection ended by the server', () => {
  let db: Db | undefined;
  afterEach(async () => {
    await db?.close();
  });

  it('is dropped and told, and the next query runs on a new connection', async () => {
    const lost = vi.fn<(error: Error) => void>();
    db = openPostgresDb(url!, { max: 1, onConnectionLost: lost });
    const before = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const pid = before.rows[0]!.pid;

    await runAdminSql(url!, `SELECT pg_terminate_backend(${Number(pid)})`);
    await vi.waitFor(() => expect(lost).toHaveBeenCalledTimes(1));
    expect(lost.mock.calls[0]![0].message).toBe('terminating connection due to administrator command');

    const after = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    expect(after.rows[0]!.pid).not.toBe(pid);
  });

  it('ends a transaction whose connection was ended between statements, and lends it to no one', async () => {
    const lost = vi.fn<(error: Error) => void>();
    db = openPostgresDb(url!, { max: 1, onConnectionLost: lost });
    let pid = 0;

    const transaction = db.transaction(async (tx) => {
      pid = (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      await runAdminSql(url!, `SELECT pg_terminate_backend(${Number(pid)})`);
      // The server's notice reaches the connection while the transaction is between statements:
      // before the fix, the client emitted it with no one listening and the process ended.
      await vi.waitFor(() => expect(lost).toHaveBeenCalledTimes(1));
      await tx.query('SELECT 1');
    });
    await expect(transaction).rejects.toThrow();
    expect(lost).toHaveBeenCalledTimes(1);
    expect(lost.mock.calls[0]![0].message).toBe('terminating connection due to administrator command');

    const after = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    expect(after.rows[0]!.pid).not.toBe(pid);
    const next = await db.transaction((tx) => tx.query<{ one: number }>('SELECT 1 AS one'));
    expect(next.rows[0]!.one).toBe(1);
  });
});
