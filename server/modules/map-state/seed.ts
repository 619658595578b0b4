import type { Queryable } from '../../db/db.ts';
import { seedStates } from './seed-data.ts';

/** Inserts the states and their districts in alphabetical order (ids follow that order). */
export async function seedMapStates(tx: Queryable): Promise<void> {
  const states = [...seedStates].sort((a, b) => a.name.localeCompare(b.name));
  for (const state of states) {
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO map_states (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING id',
      [state.name],
    );
    const stateId = rows[0]?.id;
    if (stateId === undefined) continue;
    const districts = [...state.districts].sort((a, b) => a.localeCompare(b));
    // One statement per state: 36 round trips instead of 700.
    await tx.query(
      'INSERT INTO map_districts (state_id, name) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING',
      [stateId, districts],
    );
  }
}
