/**
 * Checkpoints for the embedded database (decision 0110). PGlite runs PostgreSQL as a single-user
 * backend: there is no checkpointer process, and a single-user backend does not request one when
 * its write-ahead log passes `max_wal_size` (PostgreSQL asks only under a postmaster). Without a
 * checkpoint no log segment is ever freed: a long-running server's `pg_wal` grew from 17 to 129 MB
 * in 15 minutes of load. This takes one whenever enough log was written since the last.
 */
import { repeatUntilStopped } from '../repeat-until-stopped.ts';

/** What a checkpoint needs of the database: PGlite's `query` and `exec`. */
export interface CheckpointTarget {
  query<T>(sql: string): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

/**
 * The start parameters that bound the log a checkpoint keeps: at each one, PostgreSQL keeps
 * between `min_wal_size` and `max_wal_size` of finished segments for reuse and removes the rest.
 * The defaults (80 MB and 1 GB) are a server's, sized for a checkpointer that runs by itself.
 */
export const BOUNDED_LOG_PARAMS = ['-c', 'min_wal_size=32MB', '-c', 'max_wal_size=64MB'];

/** Log written since the last checkpoint that calls for another (half of `max_wal_size`). */
export const CHECKPOINT_AFTER_BYTES = 32 * 1024 * 1024;

/** How often the log's length is looked at: one query, a few milliseconds. */
export const CHECKPOINT_CHECK_MS = 30_000;

/** Takes a checkpoint when at least `afterBytes` of log were written since the last; says if it did. */
export async function checkpointIfLogLong(
  pg: CheckpointTarget,
  afterBytes = CHECKPOINT_AFTER_BYTES,
): Promise<boolean> {
  const { rows } = await pg.query<{ written: number }>(
    'SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), (pg_control_checkpoint()).redo_lsn) AS written',
  );
  if ((rows[0]?.written ?? 0) < afterBytes) return false;
  // About 70 ms on this machine after 64 MB of log; queries wait for it, as on a busy server.
  await pg.exec('CHECKPOINT');
  return true;
}

export interface CheckpointOptions {
  everyMs?: number;
  afterBytes?: number;
  /** A checkpoint that failed: the log is not trimmed this time, the next look tries again. */
  onFailed?: (error: Error) => void;
}

/**
 * Looks at the log every `everyMs` until stopped. `stop` waits for a look in progress, so the
 * database can be closed right after it.
 */
export function keepLogBounded(pg: CheckpointTarget, options: CheckpointOptions = {}): () => Promise<void> {
  const { everyMs = CHECKPOINT_CHECK_MS, afterBytes = CHECKPOINT_AFTER_BYTES, onFailed } = options;
  return repeatUntilStopped(() => checkpointIfLogLong(pg, afterBytes), everyMs, onFailed);
}
