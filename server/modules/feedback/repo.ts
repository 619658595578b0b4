import type { Queryable } from '../../db/db.ts';

export async function insertFeedback(
  tx: Queryable,
  feedback: { userId: number | null; content: string; ip: string; now: Date },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO feedback (user_id, content, ip, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [feedback.userId, feedback.content, feedback.ip, feedback.now],
  );
  return (rows[0] as { id: number }).id;
}

/**
 * Times of the feedback sent since `since`, oldest first: by the borrower when signed in, else by
 * visitors from the address (the oldest tells when the hourly window frees up).
 */
export async function feedbackTimes(
  tx: Queryable,
  sender: { userId: number | null; ip: string },
  since: Date,
): Promise<Date[]> {
  const { rows } =
    sender.userId === null
      ? await tx.query<{ created_at: Date }>(
          `SELECT created_at FROM feedback WHERE ip = $1 AND user_id IS NULL AND created_at > $2
           ORDER BY created_at`,
          [sender.ip, since],
        )
      : await tx.query<{ created_at: Date }>(
          'SELECT created_at FROM feedback WHERE user_id = $1 AND created_at > $2 ORDER BY created_at',
          [sender.userId, since],
        );
  return rows.map((row) => row.created_at);
}
