import type { Queryable } from '../../../server/db/db.ts';

/** Rows in a table matching an optional condition (to prove a refusal changed nothing). */
export async function countRows(
  db: Queryable,
  table: string,
  where = 'TRUE',
  params: unknown[] = [],
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`, params);
  return rows[0]?.n ?? 0;
}
