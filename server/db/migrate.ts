import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { migrationsDir } from '../paths.ts';
import type { Db, Queryable } from './db.ts';

const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.sql$/;
// Any constant works; it only has to be the same in every process that migrates.
const MIGRATION_LOCK_KEY = 7_420_001;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export async function readMigrations(dir: string = migrationsDir): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = MIGRATION_FILE.exec(file);
    if (!match?.[1]) throw new Error(`Migration file name must look like 001_name.sql: ${file}`);
    if (migrations.some((m) => m.version === match[1]))
      throw new Error(`Two migrations numbered ${match[1]}`);
    migrations.push({ version: match[1], name: file, sql: await readFile(path.join(dir, file), 'utf8') });
  }
  return migrations;
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, in order, in one transaction
 * holding an advisory lock, so processes starting together neither race nor half-apply.
 * Returns the file names applied.
 */
export async function migrate(db: Db, dir: string = migrationsDir): Promise<string[]> {
  const migrations = await readMigrations(dir);
  // A migration may rewrite a large table, or wait for another process's: unbounded.
  return db.transaction((tx) => applyPending(tx, migrations), { unbounded: true });
}

/**
 * The migrations recorded in the database that are not among this code's files (a newer version
 * of the server applied them).
 */
export async function migrationsNotHere(db: Db, dir: string = migrationsDir): Promise<string[]> {
  const known = (await readMigrations(dir)).map((migration) => migration.version);
  const { rows } = await db.query<{ name: string }>(
    'SELECT name FROM schema_migrations WHERE NOT (version = ANY($1::text[])) ORDER BY version',
    [known],
  );
  return rows.map((row) => row.name);
}

async function applyPending(tx: Queryable, migrations: Migration[]): Promise<string[]> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
  await tx.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const { rows } = await tx.query<{ version: string }>('SELECT version FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    await tx.exec(migration.sql);
    await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
      migration.version,
      migration.name,
    ]);
    done.push(migration.name);
  }
  return done;
}
