import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, types, type PGliteOptions } from '@electric-sql/pglite';
import { lockDataFolder } from './data-folder-lock.ts';
import type { Db, Queryable } from './db.ts';
import { BOUNDED_LOG_PARAMS, keepLogBounded, type CheckpointOptions } from './pglite-checkpoints.ts';
import { keepTablesVacuumed, type VacuumOptions } from './pglite-vacuum.ts';

/** The upkeep PostgreSQL's own processes would do, which the embedded database does on timers. */
export interface PgliteUpkeep {
  checkpoints?: CheckpointOptions;
  vacuum?: VacuumOptions;
}

// bigint (count(*), identity ids) and numeric come back as numbers, as with the node-postgres adapter.
export const pgliteParsers: PGliteOptions['parsers'] = {
  [types.INT8]: (value: string) => Number(value),
  [types.NUMERIC]: (value: string) => Number(value),
};

interface PgliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

function queryable(pg: PgliteLike): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pg.query<T>(sql, params);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
  };
}

/** Wraps an open PGlite instance (tests hand in clones of a migrated template). */
export function pgliteDb(pg: PGlite): Db {
  return {
    ...queryable(pg),
    transaction: (fn) => pg.transaction((tx) => fn(queryable(tx))),
    close: () => pg.close(),
  };
}

/**
 * Opens (or creates, ~4 s the first time) the embedded database in `dataDir`, and until it is closed
 * takes the checkpoints (pglite-checkpoints.ts) and the vacuums (pglite-vacuum.ts) its single-user
 * backend does not.
 */
export async function openPgliteDb(dataDir: string, upkeep: PgliteUpkeep = {}): Promise<Db> {
  // PGlite needs the parent folder to exist; the lock lives there too.
  await mkdir(path.dirname(dataDir), { recursive: true });
  const unlock = await lockDataFolder(dataDir);
  let pg: PGlite;
  try {
    pg = await PGlite.create({
      dataDir,
      parsers: pgliteParsers,
      startParams: [...PGlite.defaultStartParams, ...BOUNDED_LOG_PARAMS],
    });
  } catch (error) {
    await unlock();
    throw error;
  }
  const stopUpkeep = [keepLogBounded(pg, upkeep.checkpoints), keepTablesVacuumed(pg, upkeep.vacuum)];
  const db = pgliteDb(pg);
  return {
    ...db,
    close: async () => {
      try {
        await Promise.all(stopUpkeep.map((stop) => stop()));
        await db.close();
      } finally {
        await unlock();
      }
    },
  };
}
