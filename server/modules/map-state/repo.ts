import type { Queryable } from '../../db/db.ts';

export interface Place {
  id: number;
  name: string;
}

/** States and union territories a borrower can choose, by name. */
export async function activeStates(db: Queryable): Promise<Place[]> {
  const { rows } = await db.query<Place>('SELECT id, name FROM map_states WHERE active ORDER BY name, id');
  return rows;
}

export async function activeState(db: Queryable, stateId: number): Promise<Place | undefined> {
  const { rows } = await db.query<Place>('SELECT id, name FROM map_states WHERE id = $1 AND active', [
    stateId,
  ]);
  return rows[0];
}

export async function activeDistricts(db: Queryable, stateId: number): Promise<Place[]> {
  const { rows } = await db.query<Place>(
    'SELECT id, name FROM map_districts WHERE state_id = $1 AND active ORDER BY name, id',
    [stateId],
  );
  return rows;
}

/** A district a borrower can choose, with the state it belongs to. */
export async function activeDistrict(
  db: Queryable,
  districtId: number,
): Promise<{ id: number; stateId: number } | undefined> {
  const { rows } = await db.query<{ id: number; state_id: number }>(
    `SELECT d.id, d.state_id FROM map_districts d JOIN map_states s ON s.id = d.state_id
     WHERE d.id = $1 AND d.active AND s.active`,
    [districtId],
  );
  const row = rows[0];
  return row ? { id: row.id, stateId: row.state_id } : undefined;
}
