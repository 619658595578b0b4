import { randomBytes } from 'node:crypto';
import { runAdminSql } from './admin-sql.ts';
import type { Db } from '../../../server/db/db.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { pgliteDb } from '../../../server/db/pglite-db.ts';
import { openPostgresDb } from '../../../server/db/postgres-db.ts';
import { seed } from '../../../server/db/seed.ts';
import { openTemplateCopy } from './template-db.ts';

export interface TestDb {
  db: Db;
  /** Closes the database and removes what the test created. */
  dispose(): Promise<void>;
}

/** A schema of its own on the server named by DATABASE_URL, migrated and seeded, dropped at the end. */
async function postgresTestDb(url: string): Promise<TestDb> {
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await runAdminSql(url, `CREATE SCHEMA ${schema}`);
  const db = openPostgresDb(url, { searchPath: schema, max: 4 });
  await migrate(db);
  await seed(db);
  return {
    db,
    async dispose() {
      await db.close();
      await runAdminSql(url, `DROP SCHEMA ${schema} CASCADE`);
    },
  };
}

/**
 * A migrated and seeded database for one test file: a copy of the PGlite template, or, when
 * DATABASE_URL is set, a fresh schema on that PostgreSQL server (the same tests on both).
 */
export async function createTestDb(): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  if (url) return postgresTestDb(url);
  const db = pgliteDb(await openTemplateCopy());
  return { db, dispose: () => db.close() };
}
