/**
 * A database of its own for a spawned server: a PGlite data folder in a temporary directory, or,
 * when DATABASE_URL is set, a fresh PostgreSQL database on that server (dropped afterwards). It is
 * migrated, seeded and given borrowers whose onboarding is complete before the server starts, so
 * the burst can go straight to the money; the test opens it again after a crash to read what the
 * server left (PGlite only while no server has it open: one process per data folder).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runAdminSql } from '../../helpers/admin-sql.ts';
import type { Db } from '../../../../server/db/db.ts';
import { migrate } from '../../../../server/db/migrate.ts';
import { openPgliteDb } from '../../../../server/db/pglite-db.ts';
import { openPostgresDb } from '../../../../server/db/postgres-db.ts';
import { seed } from '../../../../server/db/seed.ts';
import { completeProfileInDb } from '../../helpers/borrower-profile.ts';

export type DbKind = 'pglite' | 'postgres';

export interface CrashDatabase {
  kind: DbKind;
  /** What the server needs in its environment to use this database. */
  serverEnv: Record<string, string>;
  /** Opens the database in this process (close it before a PGlite server starts again). */
  open(): Promise<Db>;
  dispose(): Promise<void>;
}

export interface SeededBorrower {
  phone: string;
  userId: number;
  cardId: number;
}

async function pgliteDatabase(): Promise<CrashDatabase> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'loan-app-crash-'));
  const dataDir = path.join(root, 'data');
  return {
    kind: 'pglite',
    serverEnv: { DATA_DIR: dataDir },
    // The server's own way of opening it (server/db/pglite-db.ts), so a reopen problem shows here.
    open: () => openPgliteDb(dataDir),
    dispose: () => rm(root, { recursive: true, force: true }),
  };
}

async function postgresDatabase(adminUrl: string): Promise<CrashDatabase> {
  const name = `crash_${process.pid}_${randomBytes(4).toString('hex')}`;
  await runAdminSql(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    serverEnv: { DATABASE_URL: url.toString() },
    open: async () => openPostgresDb(url.toString(), { max: 4 }),
    dispose: () => runAdminSql(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export function createCrashDatabase(kind: DbKind): Promise<CrashDatabase> {
  if (kind === 'pglite') return pgliteDatabase();
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('PostgreSQL crash runs need DATABASE_URL');
  return postgresDatabase(url);
}

/**
 * Migrates and seeds the database and adds `count` borrowers ready to borrow (phones
 * 919100000000 on); answers them and the id of the product they borrow (Rupee Flex).
 */
export async function prepareDatabase(
  database: CrashDatabase,
  count: number,
): Promise<{ borrowers: SeededBorrower[]; productId: number }> {
  const db = await database.open();
  try {
    await migrate(db);
    await seed(db);
    const { rows: products } = await db.query<{ id: number }>(
      `SELECT id FROM products WHERE code = 'rupee-flex'`,
    );
    const borrowers: SeededBorrower[] = [];
    for (let index = 0; index < count; index += 1) {
      const phone = `91910000${String(index).padStart(4, '0')}`;
      const { rows } = await db.query<{ id: number }>(
        'INSERT INTO users (phone, created_at) VALUES ($1, now()) RETURNING id',
        [phone],
      );
      const userId = Number(rows[0]!.id);
      // The contacts are written here: the shared helper's insert is refused by PostgreSQL.
      const cardId = await completeProfileInDb(db, userId, { skip: ['contacts'] });
      for (const position of [1, 2, 3])
        await db.query(
          `INSERT INTO emergency_contacts (user_id, position, name, mobile, relation, saved_at)
           VALUES ($1, $2, 'ravi', $3, 'Friends', now())`,
          [userId, position, `987654321${position}`],
        );
      borrowers.push({ phone, userId, cardId: cardId! });
    }
    return { borrowers, productId: Number(products[0]!.id) };
  } finally {
    await db.close();
  }
}
