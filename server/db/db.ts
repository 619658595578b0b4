/**
 * The database port (decision 0003): plain SQL against PostgreSQL, whether embedded (PGlite) or a
 * real server (node-postgres). Repos take a `Queryable` so the same SQL runs inside or outside a
 * transaction. Numbers come back as JS numbers (bigint and numeric included) from both adapters.
 */
export interface QueryResult<T> {
  rows: T[];
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface TransactionOptions {
  /**
   * The requests' limits on a statement do not apply (migrations and the seed, which may rewrite
   * a large table or wait for another process's migration; decision 0024).
   */
  unbounded?: boolean;
}

export interface Db extends Queryable {
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. Inside,
   * use only `tx`: on PGlite (one connection) a query on the outer `Db` waits for the transaction
   * to end, so it would never run.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
}
