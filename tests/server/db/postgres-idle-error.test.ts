/**
 * PostgreSQL only: an idle pooled connection that the database server ends (a restart, a failover,
 * an administrator) must not take the process down. The pool answers the next query on a new
 * connection, and the server is told once what happened.
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
});
