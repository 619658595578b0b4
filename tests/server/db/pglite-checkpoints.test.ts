/**
 * The embedded database's write-ahead log stays bounded while the server runs (decision 0110):
 * PGlite's single-user backend takes no checkpoint by itself, so without ours every segment it
 * writes stays on disk until the process ends. PGlite only: PostgreSQL has its own checkpointer.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../server/db/db.ts';
import { checkpointIfLogLong, type CheckpointOptions } from '../../../server/db/pglite-checkpoints.ts';
import { pgliteDb } from '../../../server/db/pglite-db.ts';
import { embeddedDbPerTest } from '../helpers/embedded-db-on-disk.ts';
import { pause } from '../helpers/pause.ts';
import { openTemplateCopy } from '../helpers/template-db.ts';

const MB = 1024 * 1024;

async function logOnDisk(dataDir: string): Promise<number> {
  const folder = path.join(dataDir, 'pg_wal');
  let bytes = 0;
  for (const name of await readdir(folder)) {
    const file = await stat(path.join(folder, name));
    if (file.isFile()) bytes += file.size;
  }
  return bytes;
}

async function logPosition(db: Db): Promise<string> {
  const { rows } = await db.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
  return rows[0]!.lsn;
}

async function logWrittenSince(db: Db, lsn: string): Promise<number> {
  const { rows } = await db.query<{ bytes: number }>(
    'SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), $1) AS bytes',
    [lsn],
  );
  return rows[0]!.bytes;
}

/** 5,000 rows of 1 kB: about 5 MB of log to write, about 6 MB to rewrite. */
const FILLER = `CREATE TABLE filler (id int PRIMARY KEY, body text);
  INSERT INTO filler SELECT g, repeat('x', 1000) FROM generate_series(1, 5000) g;`;

/** About 6 MB of log a round: every filler row rewritten. */
async function rewriteRows(db: Db, round: number): Promise<void> {
  await db.exec(`UPDATE filler SET body = repeat(chr(${65 + (round % 26)}), 1000)`);
}

describe.skipIf(process.env.DATABASE_URL)('the embedded database under a long run of writes', () => {
  const embedded = embeddedDbPerTest('pglite-log-');
  const open = (checkpoints: CheckpointOptions) => embedded.open({ checkpoints }, FILLER);

  it('keeps its write-ahead log on disk bounded however much it writes', async () => {
    const onFailed = vi.fn();
    const database = await open({ everyMs: 10, onFailed });
    const start = await logPosition(database);
    for (let round = 1; round <= 28; round++) {
      await rewriteRows(database, round);
      await pause(15); // the server's other work: the checkpoint's timer gets its turn
    }
    const written = await logWrittenSince(database, start);
    expect(written, 'enough log written to pass the bound twice over').toBeGreaterThan(150 * MB);
    // 64 MB kept for reuse (max_wal_size), and the segment being written with the one before it.
    expect(await logOnDisk(embedded.dataDir())).toBeLessThanOrEqual(96 * MB);
    expect(onFailed).not.toHaveBeenCalled();
  }, 60_000);

  it('checkpoints only once enough log was written since the last', async () => {
    const pg = await openTemplateCopy();
    try {
      const filler = pgliteDb(pg);
      await filler.exec(FILLER);
      expect(await checkpointIfLogLong(pg, 32 * MB)).toBe(false); // the table's 5 MB fill
      for (let round = 1; round <= 6; round++) await rewriteRows(filler, round);
      expect(await checkpointIfLogLong(pg, 32 * MB)).toBe(true);
      expect(await checkpointIfLogLong(pg, 32 * MB)).toBe(false);
    } finally {
      await pg.close();
    }
  }, 60_000);

  it('closes cleanly while a checkpoint may be under way', async () => {
    const onFailed = vi.fn();
    const database = await open({ everyMs: 1, afterBytes: 0, onFailed });
    await rewriteRows(database, 1);
    await embedded.closeMidUpkeep(onFailed);
  }, 60_000);
});
