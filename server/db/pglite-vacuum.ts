/**
 * Vacuum for the embedded database (decision 0113). PGlite runs PostgreSQL as a single-user
 * backend, which has no autovacuum: the space of deleted and rewritten rows is never marked for
 * reuse, and a table under steady churn (jobs, sessions, sign-in codes, usage events) grows
 * without end. A probe kept 5,000 live rows while inserting, rewriting and deleting 1,000 a round:
 * 173 MB after 300 rounds, against 14 MB with a VACUUM every 20. This does what autovacuum would,
 * by its default thresholds, read from the same statistics.
 */
import { repeatUntilStopped } from '../repeat-until-stopped.ts';

/** What vacuuming needs of the database: PGlite's `query` and `exec`. */
export interface VacuumTarget {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

/**
 * PostgreSQL's autovacuum defaults: a table is vacuumed once its dead rows pass 50 + 20% of its
 * live ones (`autovacuum_vacuum_threshold`, `autovacuum_vacuum_scale_factor`), and its planner
 * statistics renewed once the rows changed since the last pass 50 + 10% (the analyze pair).
 */
const VACUUM_BASE_ROWS = 50;
const VACUUM_SHARE = 0.2;
const ANALYZE_BASE_ROWS = 50;
const ANALYZE_SHARE = 0.1;

/** How often the statistics are looked at: one query over the tables, a few milliseconds. */
export const VACUUM_CHECK_MS = 60_000;

export interface UpkeepDone {
  vacuumed: string[];
  analyzed: string[];
}

/** Vacuums (and analyzes) each table past the vacuum threshold, analyzes those past the other. */
export async function vacuumTablesDue(pg: VacuumTarget): Promise<UpkeepDone> {
  // A backend publishes its statistics at most once a second, and the embedded one less often
  // still (seen 3 to 5 s behind under load): asked for, they are published as this query ends.
  await pg.query('SELECT pg_stat_force_next_flush()');
  const { rows } = await pg.query<{ name: string; vacuum: boolean }>(
    `SELECT name, vacuum FROM (
       SELECT format('%I.%I', schemaname, relname) AS name,
              n_dead_tup > $1::float8 + $2::float8 * n_live_tup AS vacuum,
              n_mod_since_analyze > $3::float8 + $4::float8 * n_live_tup AS analyze_due
       FROM pg_stat_user_tables) AS tables
     WHERE vacuum OR analyze_due
     ORDER BY name`,
    [VACUUM_BASE_ROWS, VACUUM_SHARE, ANALYZE_BASE_ROWS, ANALYZE_SHARE],
  );
  const done: UpkeepDone = { vacuumed: [], analyzed: [] };
  for (const table of rows) {
    // Queries wait for it, as they wait for anything on the single connection.
    await pg.exec(table.vacuum ? `VACUUM (ANALYZE) ${table.name}` : `ANALYZE ${table.name}`);
    (table.vacuum ? done.vacuumed : done.analyzed).push(table.name);
  }
  return done;
}

export interface VacuumOptions {
  everyMs?: number;
  /** A vacuum that failed: the table is looked at again at the next check. */
  onFailed?: (error: Error) => void;
}

/** Looks at the tables every `everyMs` until stopped; `stop` waits for a vacuum under way. */
export function keepTablesVacuumed(pg: VacuumTarget, options: VacuumOptions = {}): () => Promise<void> {
  const { everyMs = VACUUM_CHECK_MS, onFailed } = options;
  return repeatUntilStopped(() => vacuumTablesDue(pg), everyMs, onFailed);
}
