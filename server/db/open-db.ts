import type { Config } from '../config.ts';
import type { Db } from './db.ts';
import { openPgliteDb } from './pglite-db.ts';
import { openPostgresDb, type PostgresOptions } from './postgres-db.ts';

/** A real PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR. */
export async function openDb(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: Pick<PostgresOptions, 'onConnectionLost' | 'statementTimeoutMs'> & {
    /** PGlite only: a checkpoint that failed, its write-ahead log not trimmed this time. */
    onCheckpointFailed?: (error: Error) => void;
    /** PGlite only: a vacuum that failed, its table looked at again at the next check. */
    onVacuumFailed?: (error: Error) => void;
  } = {},
): Promise<Db> {
  const { onCheckpointFailed, onVacuumFailed, ...postgres } = options;
  if (config.databaseUrl) return openPostgresDb(config.databaseUrl, postgres);
  return openPgliteDb(config.dataDir, {
    checkpoints: { onFailed: onCheckpointFailed },
    vacuum: { onFailed: onVacuumFailed },
  });
}

/** Where the data is, for the operator's log: the host only, never the URL's password. */
export function describeDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (config.databaseUrl) return `PostgreSQL at ${URL.parse(config.databaseUrl)?.host ?? 'DATABASE_URL'}`;
  return `embedded PGlite in ${config.dataDir}`;
}
