import type { Queryable } from '../../db/db.ts';

export interface OutboxRow {
  phone: string;
  text: string;
  created_at: Date;
}

export async function outbox(db: Queryable, phone: string | undefined, limit: number): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow>(
    `SELECT phone, text, created_at FROM sms_outbox
     WHERE ($1::text IS NULL OR phone = $1) ORDER BY id DESC LIMIT $2`,
    [phone ?? null, limit],
  );
  return rows;
}

export async function feedbackOf(
  db: Queryable,
  phone: string,
  limit: number,
): Promise<{ content: string; created_at: Date }[]> {
  const { rows } = await db.query<{ content: string; created_at: Date }>(
    `SELECT f.content, f.created_at FROM feedback f JOIN users u ON u.id = f.user_id
     WHERE u.phone = $1 ORDER BY f.id DESC LIMIT $2`,
    [phone, limit],
  );
  return rows;
}
