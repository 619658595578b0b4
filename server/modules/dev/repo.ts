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
