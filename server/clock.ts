import type { Db } from './db/db.ts';

/**
 * The one source of "now" for every rule (DOMAIN.md: the development surface can move it forward).
 * Read it before opening a transaction: the development clock reads the database.
 */
export interface Clock {
  now(): Promise<Date>;
  /** Moves the clock forward; refused by the system clock (production). */
  advance(ms: number): Promise<Date>;
}

/** Production: the machine's clock, nothing else. */
export function systemClock(): Clock {
  return {
    now: async () => new Date(),
    advance: async () => {
      throw new Error('The clock can only be moved outside production.');
    },
  };
}

/**
 * Development and tests: the machine's clock plus an offset kept in the database, so every server
 * process on the database agrees on the time.
 */
export function offsetClock(db: Db): Clock {
  async function offsetMs(): Promise<number> {
    const { rows } = await db.query<{ offset_ms: number }>('SELECT offset_ms FROM dev_clock WHERE id = 1');
    return rows[0]?.offset_ms ?? 0;
  }
  return {
    now: async () => new Date(Date.now() + (await offsetMs())),
    async advance(ms: number) {
      const { rows } = await db.query<{ offset_ms: number }>(
        `INSERT INTO dev_clock (id, offset_ms) VALUES (1, $1)
         ON CONFLICT (id) DO UPDATE SET offset_ms = dev_clock.offset_ms + EXCLUDED.offset_ms
         RETURNING offset_ms`,
        [Math.trunc(ms)],
      );
      return new Date(Date.now() + (rows[0]?.offset_ms ?? 0));
    },
  };
}
