import pg from 'pg';
import type { Db, Queryable } from './db.ts';

// bigint and numeric as JS numbers (ids and money fit easily), like the PGlite adapter.
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC)
      return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await client.query(sql, params);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which runs several statements.
      await client.query(sql);
    },
  };
}

export interface PostgresOptions {
  /** Sets the connection's search_path (tests give each file its own schema). */
  searchPath?: string;
  max?: number;
  /** Told when the database server ends an idle pooled connection (the pool carries on). */
  onConnectionLost?: (error: Error) => void;
  /**
   * How long a query may wait for a connection (opening one, or a free one of the pool) before it
   * fails. Without it a database host that does not answer (a wrong address, a firewall dropping
   * packets, a failover under way) holds every request, and the server's start, for minutes.
   */
  connectTimeoutMs?: number;
  /**
   * The longest one statement may run, lock waits included; 0 for none. A request stuck behind a
   * lock fails with an answer instead of waiting as long as the lock is held. Migrations and the
   * seed lift it for their own transaction (`SET LOCAL statement_timeout = 0`).
   */
  statementTimeoutMs?: number;
}

const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;
const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;

/** A pool on a real PostgreSQL server (DATABASE_URL). */
export function openPostgresDb(connectionString: string, options: PostgresOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString,
    types: typeParsers,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    // Sent when each connection starts, so every statement on it has the limit.
    statement_timeout: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle connection the server ends (a restart, a failover, an administrator, DROP DATABASE ...
  // WITH (FORCE)) makes the pool emit 'error'; without a listener that ends the whole process. The
  // pool has already dropped the connection and opens a new one on the next query: only tell.
  pool.on('error', (error) => options.onConnectionLost?.(error));
  return {
    ...queryable(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
