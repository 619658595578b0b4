import type { Queryable } from '../../db/db.ts';

export interface EventRow {
  userId: number | null;
  webUuid: string | null;
  isApp: boolean;
  projectName: string;
  pageName: string;
  behavior: 'enter' | 'click';
  value: string | null;
  eventTimeMs: number;
  receivedAt: Date;
}

const COLUMNS = 9;

/** Stores a batch in one statement: all of it or, on failure, none of it. */
export async function insertEvents(db: Queryable, events: readonly EventRow[]): Promise<void> {
  if (events.length === 0) return;
  const params: unknown[] = [];
  const rows = events.map((event, index) => {
    params.push(
      event.userId,
      event.webUuid,
      event.isApp,
      event.projectName,
      event.pageName,
      event.behavior,
      event.value,
      event.eventTimeMs,
      event.receivedAt,
    );
    const first = index * COLUMNS;
    return `(${Array.from({ length: COLUMNS }, (_, column) => `$${first + column + 1}`).join(', ')})`;
  });
  await db.query(
    `INSERT INTO telemetry_events (user_id, web_uuid, is_app, project_name, page_name, behavior, value,
       event_time_ms, received_at)
     VALUES ${rows.join(', ')}`,
    params,
  );
}

/** Deletes at most `limit` of the oldest events received before `before`; returns how many. */
export async function deleteEventsReceivedBefore(
  db: Queryable,
  before: Date,
  limit: number,
): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `DELETE FROM telemetry_events WHERE id IN (
       SELECT id FROM telemetry_events WHERE received_at < $1 ORDER BY received_at LIMIT $2)
     RETURNING id`,
    [before, limit],
  );
  return rows.length;
}
