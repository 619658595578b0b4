/**
 * The embedded database's tables stay bounded under churn (decision 0113): PGlite's single-user
 * backend has no autovacuum, so without ours the space of every deleted or rewritten row stays
 * taken. PGlite only: PostgreSQL has its own autovacuum.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../server/db/db.ts';
import { pgliteDb } from '../../../server/db/pglite-db.ts';
import { vacuumTablesDue, type VacuumOptions } from '../../../server/db/pglite-vacuum.ts';
import { embeddedDbPerTest } from '../helpers/embedded-db-on-disk.ts';
import { pause } from '../helpers/pause.ts';
import { openTemplateCopy } from '../helpers/template-db.ts';

const MB = 1024 * 1024;

/** A work queue's life: 1,000 rows added and rewritten a round, all but the last 5,000 deleted. */
async function churn(db: Db): Promise<void> {
  await db.exec(`INSERT INTO queue (state, body) SELECT 'pending', repeat('x', 200) FROM generate_series(1, 1000);
    UPDATE queue SET state = 'done' WHERE state = 'pending';
    DELETE FROM queue WHERE id <= (SELECT max(id) FROM queue) - 5000;`);
}

const QUEUE = `CREATE TABLE queue (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, state text, body text)`;

async function tableBytes(db: Db, table: string): Promise<number> {
  const { rows } = await db.query<{ bytes: number }>('SELECT pg_total_relation_size($1::regclass) AS bytes', [
    table,
  ]);
  return rows[0]!.bytes;
}

/** Statistics reach the views at most once a second; this publishes them now. */
async function publishStatistics(db: Db): Promise<void> {
  await db.query('SELECT pg_stat_force_next_flush()');
  await db.query('SELECT 1');
}

describe.skipIf(process.env.DATABASE_URL)('the embedded database under a long run of churn', () => {
  const embedded = embeddedDbPerTest('pglite-vacuum-');
  const open = (vacuum: VacuumOptions) => embedded.open({ vacuum }, QUEUE);

  /** The queue's size on disk after 30 rounds of churn, then after 30 more. */
  async function queueSizes(database: Db): Promise<[number, number]> {
    const sizes: number[] = [];
    for (let round = 1; round <= 60; round++) {
      await churn(database);
      await pause(15); // the server's other work: the vacuum's timer gets its turn
      if (round % 30 === 0) sizes.push(await tableBytes(database, 'queue'));
    }
    return [sizes[0]!, sizes[1]!];
  }

  it('keeps a table under churn from growing: its space is used again', async () => {
    const onFailed = vi.fn();
    const [vacuumedHalfway, vacuumed] = await queueSizes(await open({ everyMs: 10, onFailed }));
    expect(onFailed).not.toHaveBeenCalled();

    // The same churn with no vacuum in its time: every round's rows stay on disk, the table grows
    // by about 0.6 MB a round.
    const [unvacuumedHalfway, unvacuumed] = await queueSizes(await open({ everyMs: 60 * 60_000 }));
    expect(unvacuumed - unvacuumedHalfway).toBeGreaterThan(15 * MB);
    // Vacuumed (2.2 MB here after 10 rounds as after 60), the second 30 rounds fit in the space the
    // first left.
    expect(vacuumed - vacuumedHalfway).toBeLessThan(MB);
    expect(vacuumed).toBeLessThan(unvacuumed / 4);
  }, 120_000);

  it('vacuums a table once its dead rows pass autovacuum’s threshold, and leaves a quiet one alone', async () => {
    const pg = await openTemplateCopy();
    try {
      const database = pgliteDb(pg);
      await database.exec(`${QUEUE}; CREATE TABLE quiet (id int PRIMARY KEY);
        INSERT INTO queue (state, body) SELECT 'done', 'x' FROM generate_series(1, 5000);
        INSERT INTO quiet SELECT generate_series(1, 10);`);
      expect(await vacuumTablesDue(pg)).toMatchObject({ analyzed: expect.arrayContaining(['public.queue']) });

      // 700 dead of 4,300 live: under 50 + 20% (910), left; 1,000 of 4,000: over (850), vacuumed.
      await database.exec('DELETE FROM queue WHERE id <= 700');
      expect((await vacuumTablesDue(pg)).vacuumed).not.toContain('public.queue');
      await database.exec('DELETE FROM queue WHERE id <= 1000');
      const done = await vacuumTablesDue(pg);
      expect(done.vacuumed).toContain('public.queue');
      expect([...done.vacuumed, ...done.analyzed]).not.toContain('public.quiet');

      await publishStatistics(database);
      const { rows } = await database.query<{ dead: number }>(
        `SELECT n_dead_tup AS dead FROM pg_stat_user_tables WHERE relname = 'queue'`,
      );
      expect(rows).toEqual([{ dead: 0 }]);
      expect((await vacuumTablesDue(pg)).vacuumed).not.toContain('public.queue');
    } finally {
      await pg.close();
    }
  }, 60_000);

  it('closes cleanly while a vacuum may be under way', async () => {
    const onFailed = vi.fn();
    const database = await open({ everyMs: 1, onFailed });
    await churn(database);
    await embedded.closeMidUpkeep(onFailed);
  }, 60_000);
});
