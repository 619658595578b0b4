import type { Queryable } from '../../db/db.ts';

export interface ContactRow {
  position: 1 | 2 | 3;
  name: string;
  mobile: string;
  relation: string;
}

export async function savedContacts(db: Queryable, userId: number): Promise<ContactRow[]> {
  const { rows } = await db.query<ContactRow>(
    'SELECT position, name, mobile, relation FROM emergency_contacts WHERE user_id = $1 ORDER BY position',
    [userId],
  );
  return rows;
}

/** Replaces the borrower's three contacts. */
export async function saveContacts(
  tx: Queryable,
  userId: number,
  contacts: readonly ContactRow[],
  now: Date,
): Promise<void> {
  for (const contact of contacts) {
    await tx.query(
      `INSERT INTO emergency_contacts (user_id, position, name, mobile, relation, saved_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id, position) DO UPDATE
       SET name = EXCLUDED.name, mobile = EXCLUDED.mobile, relation = EXCLUDED.relation, saved_at = EXCLUDED.saved_at`,
      [userId, contact.position, contact.name, contact.mobile, contact.relation, now],
    );
  }
}
