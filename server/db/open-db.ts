import type { Config } from '../config.ts';
import type { Db } from './db.ts';
import { openPgliteDb } from './pglite-db.ts';
import { openPostgresDb } from './postgres-db.ts';

/** A real PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR. */
export async function openDb(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  onConnectionLost?: (error: Error) => void,
): Promise<Db> {
  if (config.databaseUrl) return openPostgresDb(config.databaseUrl, { onConnectionLost });
  return openPgliteDb(config.dataDir);
}

export function describeDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (config.databaseUrl) return `PostgreSQL at ${new URL(config.databaseUrl).host}`;
  return `embedded PGlite in ${config.dataDir}`;
}
