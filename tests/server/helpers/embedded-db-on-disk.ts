/**
 * The embedded database on disk as the server opens it, with its upkeep on timers (checkpoints,
 * vacuum: decisions 0110 and 0113), one for each test: removed after the test with its folder.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, type Mock } from 'vitest';
import type { Db } from '../../../server/db/db.ts';
import { openPgliteDb, type PgliteUpkeep } from '../../../server/db/pglite-db.ts';
import { pause } from './pause.ts';

export function embeddedDbPerTest(folderPrefix: string) {
  let folder: string | undefined;
  let db: Db | undefined;
  const remove = async () => {
    await db?.close();
    db = undefined;
    if (folder) await rm(folder, { recursive: true, force: true });
    folder = undefined;
  };
  afterEach(remove);

  return {
    /** Opens a new database (removing the test's previous one) and runs `setupSql` in it. */
    async open(upkeep: PgliteUpkeep, setupSql: string): Promise<Db> {
      await remove();
      folder = await mkdtemp(path.join(tmpdir(), folderPrefix));
      db = await openPgliteDb(path.join(folder, 'data'), upkeep);
      await db.exec(setupSql);
      return db;
    },
    /** The data folder of the database open now. */
    dataDir: () => path.join(folder!, 'data'),
    /**
     * Closes the database a few milliseconds into its upkeep's timers, as a server's stop may, and
     * waits as long again: a timer left running would then query a closed database and fail.
     */
    async closeMidUpkeep(onFailed: Mock): Promise<void> {
      await pause(5);
      await db?.close();
      db = undefined;
      await pause(20);
      expect(onFailed).not.toHaveBeenCalled();
    },
  };
}
