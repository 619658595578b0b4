// The databases the API benchmark runs on, each fresh for the run: the embedded PGlite in a new
// temporary folder, and a PostgreSQL server (when a URL is given) in a new schema of its own, so a
// run neither sees nor leaves behind anyone else's rows. The schema is dropped at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Db } from '../../server/db/db.ts';
import { openPgliteDb } from '../../server/db/pglite-db.ts';
import { openPostgresDb } from '../../server/db/postgres-db.ts';

export interface BenchDatabase {
  name: string;
  /** A temporary folder of the run (server log, PGlite data). */
  workDir: string;
  /** PGlite: one process at a time, so the server is stopped while this process writes to it. */
  singleProcess: boolean;
  /** What the server needs to use this database (DATA_DIR or DATABASE_URL). */
  serverEnv: Record<string, string>;
  /** Opens the database in this process (only while no server holds a PGlite folder). */
  open(): Promise<Db>;
  /** Removes everything the run made. */
  dispose(): Promise<void>;
}

const workDirs = new Set<string>();
// A run ended early (an error, Ctrl-C) leaves no temporary folder behind.
process.once('exit', () => {
  for (const dir of workDirs) rmSync(dir, { recursive: true, force: true });
});

function newWorkDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'loan-app-bench-api-'));
  workDirs.add(dir);
  return dir;
}

export function pgliteDatabase(): BenchDatabase {
  const workDir = newWorkDir();
  const dataDir = path.join(workDir, 'data');
  return {
    name: 'PGlite',
    workDir,
    singleProcess: true,
    serverEnv: { DATA_DIR: dataDir },
    open: () => openPgliteDb(dataDir),
    dispose: async () => rmSync(workDir, { recursive: true, force: true }),
  };
}

/** `baseUrl` is any database the user may create a schema in, e.g. postgres://postgres@127.0.0.1:5432/postgres. */
export async function postgresDatabase(baseUrl: string): Promise<BenchDatabase> {
  const workDir = newWorkDir();
  const schema = `bench_api_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  // node-postgres passes the URL's `options` to the server: every connection of the server's pool
  // then works in the run's schema.
  const serverUrl = new URL(baseUrl);
  serverUrl.searchParams.set('options', `-c search_path=${schema}`);
  return {
    name: 'PostgreSQL',
    workDir,
    singleProcess: false,
    serverEnv: { DATABASE_URL: serverUrl.toString() },
    open: async () => openPostgresDb(baseUrl, { searchPath: schema, max: 4 }),
    dispose: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await client.end();
        rmSync(workDir, { recursive: true, force: true });
      }
    },
  };
}
