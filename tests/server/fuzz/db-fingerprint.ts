/**
 * Which tables of the test database (its own schema on PostgreSQL, public on PGlite) had rows
 * added, removed or changed since the last look. Asked after every fuzzed case, so in two steps:
 *
 * - a marker per table, its row count and the newest row version's transaction id (xmin): any
 *   insert, update or delete moves it, and reading it costs a count, not the rows' text;
 * - for the tables whose marker moved, a fingerprint of the content (row count and the sum of a
 *   hash of each row as text; equal means unchanged but for a 1 in 2^32 coincidence), compared
 *   with the one kept from the last look. A write that left the rows as they were (an update to
 *   the same values) is therefore no change.
 */
import type { Queryable } from '../../../server/db/db.ts';

async function tablesOf(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((row) => row.name);
}

/** One query over the tables, as (name, value) rows: a query per table costs its round trip each. */
async function perTable(
  db: Queryable,
  tables: readonly string[],
  value: string,
): Promise<Map<string, string>> {
  if (tables.length === 0) return new Map();
  const sql = tables
    .map((table) => `SELECT '${table}' AS name, ${value} AS value FROM "${table}" t`)
    .join(' UNION ALL ');
  const { rows } = await db.query<{ name: string; value: string }>(sql);
  return new Map(rows.map((row) => [row.name, String(row.value)]));
}

const MARKER = `count(*) || ':' || coalesce(max(t.xmin::text::bigint), 0)`;
// No sort: sorting rows as text under the database's collation costs 20 times more on PGlite.
const CONTENT = `count(*) || ':' || coalesce(sum(hashtext(t::text)), 0)`;

export class TableWatch {
  private constructor(
    private readonly db: Queryable,
    private readonly tables: readonly string[],
    private markers: Map<string, string>,
    private readonly contents: Map<string, string>,
  ) {}

  static async start(db: Queryable): Promise<TableWatch> {
    const tables = await tablesOf(db);
    return new TableWatch(
      db,
      tables,
      await perTable(db, tables, MARKER),
      await perTable(db, tables, CONTENT),
    );
  }

  get tableCount(): number {
    return this.tables.length;
  }

  /** The tables whose content differs from the last look (or the start); remembers the new state. */
  async changedTables(): Promise<string[]> {
    const markers = await perTable(this.db, this.tables, MARKER);
    const written = this.tables.filter((table) => markers.get(table) !== this.markers.get(table));
    this.markers = markers;
    const contents = await perTable(this.db, written, CONTENT);
    const changed = written.filter((table) => contents.get(table) !== this.contents.get(table));
    for (const [table, content] of contents) this.contents.set(table, content);
    return changed;
  }
}
