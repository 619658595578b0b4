/**
 * Brings the database to this code at start (migrations, then the seed) and tells the operator what
 * that did: the migrations applied (none on most starts), the seed steps run, and migrations the
 * database has that this code does not, which means a newer version of the server migrated it (a
 * rollback, or an older process started beside a newer one). That is said, not refused: a
 * rollback must be able to start, and migrations here only add.
 */
import { migrate, migrationsNotHere } from './migrate.ts';
import { seed } from './seed.ts';
import type { Db } from './db.ts';

export interface PreparationLog {
  info(line: string): void;
  warn(line: string): void;
}

export async function prepareDb(db: Db, log: PreparationLog, migrationsDir?: string): Promise<void> {
  const applied = await migrate(db, migrationsDir);
  const seeded = await seed(db);
  const newer = await migrationsNotHere(db, migrationsDir);
  log.info(
    applied.length > 0
      ? `Database migrated: ${applied.join(', ')}.`
      : 'Database schema up to date: no migration to apply.',
  );
  if (seeded.length > 0) log.info(`Database seeded: ${seeded.join(', ')}.`);
  if (newer.length > 0)
    log.warn(
      `The database has migrations this server does not know (${newer.join(', ')}): a newer version migrated it. This one runs on it as it is.`,
    );
}
