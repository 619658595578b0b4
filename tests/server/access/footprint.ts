/**
 * What a refused or signed-out call must leave untouched, read from the database itself:
 * - `databaseFingerprint`: every row of every table (a signed-out call changes nothing at all);
 * - `footprintOf`: every row that belongs to some borrowers, found by column name rather than by a
 *   hand-kept list of tables, so a table added later is covered without editing this file.
 */
import type { Queryable } from '../../../server/db/db.ts';

async function baseTables(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((row) => row.table_name);
}

/** One checksum per table, in one query: cheap enough to take around every call. */
export async function databaseFingerprint(db: Queryable): Promise<Record<string, string>> {
  const tables = await baseTables(db);
  const sql = tables
    .map(
      (table) =>
        `SELECT '${table}' AS name, count(*)::text || ':' ||
           coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS sum FROM "${table}" t`,
    )
    .join(' UNION ALL ');
  const { rows } = await db.query<{ name: string; sum: string }>(sql);
  return Object.fromEntries(rows.map((row) => [row.name, row.sum]));
}

/** The borrowers whose rows are watched, and what identifies their rows in other tables. */
export interface Owners {
  userIds: number[];
  phones: string[];
  orderIds: number[];
  cardIds: number[];
}

/** Which column ties a row to an owner, in order of preference. */
const OWNER_COLUMNS: ReadonlyArray<[string, (owners: Owners) => unknown[]]> = [
  ['user_id', (o) => o.userIds],
  ['order_id', (o) => o.orderIds],
  ['bank_card_id', (o) => o.cardIds],
  ['phone', (o) => o.phones],
];

async function columnsByTable(db: Queryable): Promise<Map<string, Set<string>>> {
  const { rows } = await db.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'`,
  );
  const byTable = new Map<string, Set<string>>();
  for (const row of rows) {
    const columns = byTable.get(row.table_name) ?? new Set<string>();
    columns.add(row.column_name);
    byTable.set(row.table_name, columns);
  }
  return byTable;
}

/** The owners' rows of one table: the users rows themselves, or rows naming them by column. */
function ownerCondition(table: string, columns: Set<string>): string[] {
  const conditions = table === 'users' ? ['id = ANY($1::bigint[])'] : [];
  OWNER_COLUMNS.forEach(([column], index) => {
    if (!columns.has(column)) return;
    const type = column === 'phone' ? 'text' : 'bigint';
    conditions.push(`"${column}" = ANY($${index + 1}::${type}[])`);
  });
  return conditions;
}

/**
 * Every row of the owners (the users rows themselves, and any row whose user_id, order_id,
 * bank_card_id or phone names them), as text per table, sorted: equal before and after a call
 * means the call changed nothing of theirs. One query for all tables.
 */
export async function footprintOf(db: Queryable, owners: Owners): Promise<Record<string, string[]>> {
  const selects: string[] = [];
  for (const [table, columns] of await columnsByTable(db)) {
    const conditions = ownerCondition(table, columns);
    if (conditions.length > 0)
      selects.push(
        `SELECT '${table}' AS name, t::text AS row FROM "${table}" t WHERE ${conditions.join(' OR ')}`,
      );
  }
  const { rows } = await db.query<{ name: string; row: string }>(
    `${selects.join(' UNION ALL ')} ORDER BY 1, 2`,
    OWNER_COLUMNS.map(([, valuesOf]) => valuesOf(owners)),
  );
  const footprint: Record<string, string[]> = {};
  for (const { name, row } of rows) (footprint[name] ??= []).push(row);
  return footprint;
}
