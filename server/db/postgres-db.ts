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

/** node-postgres's error when `query_timeout` passes with no answer on the connection. */
const NO_ANSWER = 'Query read timeout';

function isNoAnswer(error: unknown): boolean {
  return error instanceof Error && error.message === NO_ANSWER;
}

/**
 * `answerTimeoutMs` (0 for none) bounds each statement on the client's side; `onNoAnswer` is told
 * when one passed, as the connection it ran on is then in an unknown state.
 */
function queryable(
  client: pg.Pool | pg.PoolClient,
  answerTimeoutMs: number,
  onNoAnswer?: () => void,
): Queryable {
  const bound = answerTimeoutMs > 0 ? { query_timeout: answerTimeoutMs } : {};
  const run = async (text: string, values?: unknown[]) => {
    try {
      return await client.query({ text, ...(values ? { values } : {}), ...bound });
    } catch (error) {
      if (isNoAnswer(error)) onNoAnswer?.();
      throw error;
    }
  };
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await run(sql, params);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which runs several statements.
      await run(sql);
    },
  };
}

export interface PostgresOptions {
  /** Sets the connection's search_path (tests give each file its own schema). */
  searchPath?: string;
  max?: number;
  /**
   * Told when the database server ends a pooled connection, idle or held by a transaction (the pool
   * carries on).
   */
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
   * seed lift it, with the answer bound below, for their own transaction (`unbounded`).
   */
  statementTimeoutMs?: number;
  /**
   * How long a statement may go without an answer from a connection already open; 0 for none. The
   * statement limit is the database's own, and a database that stopped answering (frozen, or
   * behind a network that now drops packets) never sends it: without this bound each request held
   * its connection until the operating system gave up on the socket, minutes later, and the pool's
   * 10 were soon all held. The connection is then closed, not reused (decision 0024). By default
   * 5 s past the statement limit, so the database's cancel comes first; none when that limit is 0.
   */
  answerTimeoutMs?: number;
}

const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;
const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;
const ANSWER_MARGIN_MS = 5_000;

/** A pool on a real PostgreSQL server (DATABASE_URL). */
export function openPostgresDb(connectionString: string, options: PostgresOptions = {}): Db {
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const answerTimeoutMs =
    options.answerTimeoutMs ?? (statementTimeoutMs > 0 ? statementTimeoutMs + ANSWER_MARGIN_MS : 0);
  const pool = new pg.Pool({
    connectionString,
    types: typeParsers,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    // Sent when each connection starts, so every statement on it has the limit.
    statement_timeout: statementTimeoutMs,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle connection the server ends (a restart, a failover, an administrator, DROP DATABASE ...
  // WITH (FORCE)) makes the pool emit 'error'; without a listener that ends the whole process. The
  // pool has already dropped the connection and opens a new one on the next query: only tell.
  pool.on('error', (error) => options.onConnectionLost?.(error));
  // Outside a transaction the pool closes a connection whose statement failed, this one included.
  const outside = queryable(pool, answerTimeoutMs);
  return {
    ...outside,
    async transaction(fn, { unbounded = false } = {}) {
      const client = await pool.connect();
      let unanswered = false;
      const tx = queryable(client, unbounded ? 0 : answerTimeoutMs, () => (unanswered = true));
      let broken: Error | undefined;
      // A lent connection has no pool listener. Ended by the server while this transaction is
      // between statements (a restart under load), it emits 'error' (then again as its socket
      // ends), which unheard ends the whole process. Heard, the next statement fails, the server is
      // told once, and the connection is closed on release.
      let lostError: Error | undefined;
      const lost = (error: Error) => {
        if (lostError) return;
        lostError = broken = error;
        options.onConnectionLost?.(error);
      };
      client.on('error', lost);
      try {
        await tx.query('BEGIN');
        if (unbounded) await tx.exec('SET LOCAL statement_timeout = 0');
        const result = await fn(tx);
        await tx.query('COMMIT');
        return result;
      } catch (error) {
        // A connection that stopped answering would take the ROLLBACK's wait too: it is closed
        // instead, and the database rolls back when it sees it gone. One the server ended is
        // closed with no ROLLBACK: its transaction ended with it.
        if (unanswered) broken = error as Error;
        else if (!lostError) await client.query('ROLLBACK').catch((rollback: Error) => (broken = rollback));
        throw error;
      } finally {
        client.off('error', lost);
        // Given an error, the pool closes the connection instead of lending it again.
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
