/**
 * The real app for race tests. On PGlite (one connection) it is the test template, as for every
 * server test. With DATABASE_URL it gets a schema of its own and a pool wide enough that 20
 * simultaneous calls run as 20 real transactions, and a second app on the same schema can stand
 * for a second server process (its own job runner) racing the first.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { runAdminSql } from '../../helpers/admin-sql.ts';
import { buildApp } from '../../../../server/app.ts';
import { loadConfig, type Config } from '../../../../server/config.ts';
import type { Db } from '../../../../server/db/db.ts';
import { migrate } from '../../../../server/db/migrate.ts';
import { openPostgresDb } from '../../../../server/db/postgres-db.ts';
import { seed } from '../../../../server/db/seed.ts';
import { createTestDb } from '../../helpers/test-db.ts';
import { fixturesDir } from '../../helpers/test-app.ts';

/** Connections per app on PostgreSQL: more than the 20 calls a race sends at once. */
const POOL_SIZE = 24;

export interface RaceApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** True on PostgreSQL, where a second process on the same database is possible. */
  shared: boolean;
  /** Another app on the same database, as a second server process would be (PostgreSQL only). */
  secondApp(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

async function openDatabase(): Promise<{ db: Db; open?: () => Db; dispose(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return createTestDb();
  const schema = `race_${process.pid}_${randomBytes(4).toString('hex')}`;
  await runAdminSql(url, `CREATE SCHEMA ${schema}`);
  const open = () => openPostgresDb(url, { searchPath: schema, max: POOL_SIZE });
  const db = open();
  await migrate(db);
  await seed(db);
  return { db, open, dispose: () => runAdminSql(url, `DROP SCHEMA ${schema} CASCADE`) };
}

async function appOn(db: Db, config: Config): Promise<FastifyInstance> {
  const app = await buildApp({
    config,
    db,
    logger: false,
    screensDir: path.join(fixturesDir, 'screens'),
    distDir: path.join(fixturesDir, 'no-client-build'),
  });
  await app.ready();
  return app;
}

/** `env`: settings on top of the test environment (e.g. a real bank's, with its network answered). */
export async function createRaceApp(env: Record<string, string> = {}): Promise<RaceApp> {
  const database = await openDatabase();
  // Races send many calls from one address and one borrower: the flood limits are not tested here.
  const config = loadConfig({
    APP_ENV: 'test',
    RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_PER_BORROWER_PER_MINUTE: '100000',
    RATE_LIMIT_NOTIFICATIONS_PER_MINUTE: '100000',
    ...env,
  });
  const app = await appOn(database.db, config);
  const others: { app: FastifyInstance; db: Db }[] = [];
  return {
    app,
    db: database.db,
    config,
    shared: database.open !== undefined,
    async secondApp() {
      if (!database.open) throw new Error('A second process needs PostgreSQL (DATABASE_URL)');
      const db = database.open();
      const other = await appOn(db, config);
      others.push({ app: other, db });
      return other;
    },
    async close() {
      for (const other of others) {
        await other.app.close();
        await other.db.close();
      }
      await app.close();
      if (database.open) await database.db.close();
      await database.dispose();
    },
  };
}

/** `count` calls of `call` started together (call i gets i), answered in the order started. */
export function race<T>(count: number, call: (index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => call(index)));
}
