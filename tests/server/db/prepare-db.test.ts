/**
 * What the server says at start about its database: the migrations it applied, or that there were
 * none, and migrations the database has that this code does not (a newer version migrated it).
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { prepareDb } from '../../../server/db/prepare-db.ts';
import { migrationsDir } from '../../../server/paths.ts';
import { createTestDb, type TestDb } from '../helpers/test-db.ts';

let t: TestDb;
let newerDir: string;
beforeAll(async () => {
  t = await createTestDb();
  // The migrations of a newer version of the server: this code's, and one more.
  newerDir = await mkdtemp(path.join(tmpdir(), 'newer-migrations-'));
  await cp(migrationsDir, newerDir, { recursive: true });
  await writeFile(
    path.join(newerDir, '999_newer_column.sql'),
    'ALTER TABLE faq_items ADD COLUMN newer text;\n',
  );
});
afterAll(async () => {
  await t.dispose();
  await rm(newerDir, { recursive: true, force: true });
});

function recorder() {
  const lines: string[] = [];
  return {
    lines,
    log: {
      info: (line: string) => lines.push(`info: ${line}`),
      warn: (line: string) => lines.push(`warn: ${line}`),
    },
  };
}

it('says there was nothing to apply on a database already up to date', async () => {
  const { lines, log } = recorder();
  await prepareDb(t.db, log);
  expect(lines).toEqual(['info: Database schema up to date: no migration to apply.']);
});

it('names the migrations it applied, then warns when an older server starts on that database', async () => {
  const newer = recorder();
  await prepareDb(t.db, newer.log, newerDir);
  expect(newer.lines).toEqual(['info: Database migrated: 999_newer_column.sql.']);

  const older = recorder();
  await prepareDb(t.db, older.log);
  expect(older.lines).toEqual([
    'info: Database schema up to date: no migration to apply.',
    'warn: The database has migrations this server does not know (999_newer_column.sql): a newer version migrated it. This one runs on it as it is.',
  ]);
  // Said, not undone: the newer column is still there.
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'faq_items' AND column_name = 'newer'`,
  );
  expect(rows).toEqual([{ n: 1 }]);
});
