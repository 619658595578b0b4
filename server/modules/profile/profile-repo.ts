import type { Queryable } from '../../db/db.ts';

export type ProfileSection = 'basic' | 'work';

/** The values a borrower last saved for a form (payload name to value), empty when never saved. */
export async function savedValues(
  db: Queryable,
  userId: number,
  section: ProfileSection,
): Promise<Record<string, string>> {
  const { rows } = await db.query<{ field_values: Record<string, string> }>(
    'SELECT field_values FROM profile_sections WHERE user_id = $1 AND section = $2',
    [userId, section],
  );
  return rows[0]?.field_values ?? {};
}

/** Replaces the saved form: a field left out this time is no longer kept. */
export async function saveSection(
  tx: Queryable,
  userId: number,
  section: ProfileSection,
  values: Record<string, string>,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO profile_sections (user_id, section, field_values, saved_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, section) DO UPDATE SET field_values = EXCLUDED.field_values, saved_at = EXCLUDED.saved_at`,
    [userId, section, JSON.stringify(values), now],
  );
}

export async function setBirthDate(tx: Queryable, userId: number, isoDate: string): Promise<void> {
  await tx.query('UPDATE users SET birth_date = $2 WHERE id = $1', [userId, isoDate]);
}

export async function phoneOf(db: Queryable, userId: number): Promise<string> {
  const { rows } = await db.query<{ phone: string }>('SELECT phone FROM users WHERE id = $1', [userId]);
  const phone = rows[0]?.phone;
  if (phone === undefined) throw new Error(`No borrower ${userId}`);
  return phone;
}
