/**
 * The importer's SQL: set-based upserts of one batch at a time (arrays unnested), so a file of
 * ~170k rows takes a few hundred statements rather than one per row.
 */
import type { Queryable } from '../../db/db.ts';
import type { IfscRow } from './ifsc-row.ts';

/** 'upsert' makes the directory say what the file says; 'insert-missing' only adds new codes. */
export type ImportMode = 'upsert' | 'insert-missing';

/** Bank ids by code, creating the banks not there yet (and renaming the others in upsert mode). */
export async function saveBanks(
  q: Queryable,
  banks: { code: string; name: string }[],
  mode: ImportMode,
): Promise<Map<string, number>> {
  const onConflict =
    mode === 'upsert'
      ? 'DO UPDATE SET name = EXCLUDED.name'
      : // A no-op update, so RETURNING gives the existing row's id too.
        'DO UPDATE SET code = EXCLUDED.code';
  const { rows } = await q.query<{ id: number; code: string }>(
    `INSERT INTO banks (code, name) SELECT * FROM unnest($1::text[], $2::text[])
     ON CONFLICT (code) ${onConflict} RETURNING id, code`,
    [banks.map((bank) => bank.code), banks.map((bank) => bank.name)],
  );
  return new Map(rows.map((row) => [row.code, Number(row.id)]));
}

/** Ids of (bank, state) rows, created when missing; keyed `${bankId}|${name}`. */
export async function saveStates(
  q: Queryable,
  states: { bankId: number; name: string }[],
): Promise<Map<string, number>> {
  const { rows } = await q.query<{ id: number; bank_id: number; name: string }>(
    `INSERT INTO bank_states (bank_id, name) SELECT * FROM unnest($1::int[], $2::text[])
     ON CONFLICT (bank_id, name) DO UPDATE SET name = EXCLUDED.name RETURNING id, bank_id, name`,
    [states.map((state) => state.bankId), states.map((state) => state.name)],
  );
  return new Map(rows.map((row) => [`${row.bank_id}|${row.name}`, Number(row.id)]));
}

/** Ids of (state, city) rows, created when missing; keyed `${stateId}|${name}`. */
export async function saveCities(
  q: Queryable,
  cities: { stateId: number; name: string }[],
): Promise<Map<string, number>> {
  const { rows } = await q.query<{ id: number; state_id: number; name: string }>(
    `INSERT INTO bank_cities (state_id, name) SELECT * FROM unnest($1::int[], $2::text[])
     ON CONFLICT (state_id, name) DO UPDATE SET name = EXCLUDED.name RETURNING id, state_id, name`,
    [cities.map((city) => city.stateId), cities.map((city) => city.name)],
  );
  return new Map(rows.map((row) => [`${row.state_id}|${row.name}`, Number(row.id)]));
}

const BRANCH_COLUMNS = [
  'city_id',
  'branch',
  'centre',
  'district',
  'address',
  'contact',
  'imps',
  'rtgs',
  'neft',
  'upi',
  'micr',
  'swift',
  'iso3166',
] as const;

/**
 * Writes a batch of branches (each IFSC once in the batch). Returns how many were new and how many
 * changed; an unchanged row is not rewritten.
 */
export async function saveBranches(
  q: Queryable,
  branches: { row: IfscRow; cityId: number }[],
  mode: ImportMode,
  now: Date,
): Promise<{ inserted: number; updated: number }> {
  const onConflict =
    mode === 'upsert'
      ? `DO UPDATE SET ${BRANCH_COLUMNS.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, updated_at = EXCLUDED.updated_at
         WHERE (${BRANCH_COLUMNS.map((c) => `bank_branches.${c}`).join(', ')})
           IS DISTINCT FROM (${BRANCH_COLUMNS.map((c) => `EXCLUDED.${c}`).join(', ')})`
      : 'DO NOTHING';
  const { rows } = await q.query<{ inserted: boolean }>(
    `INSERT INTO bank_branches (ifsc, ${BRANCH_COLUMNS.join(', ')}, updated_at)
     SELECT b.*, $15::timestamptz FROM unnest(
       $1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
       $8::boolean[], $9::boolean[], $10::boolean[], $11::boolean[], $12::text[], $13::text[], $14::text[]
     ) AS b
     ON CONFLICT (ifsc) ${onConflict}
     RETURNING (xmax = 0) AS inserted`,
    [
      branches.map((b) => b.row.ifsc),
      branches.map((b) => b.cityId),
      branches.map((b) => b.row.branch),
      branches.map((b) => b.row.centre),
      branches.map((b) => b.row.district),
      branches.map((b) => b.row.address),
      branches.map((b) => b.row.contact),
      branches.map((b) => b.row.imps),
      branches.map((b) => b.row.rtgs),
      branches.map((b) => b.row.neft),
      branches.map((b) => b.row.upi),
      branches.map((b) => b.row.micr),
      branches.map((b) => b.row.swift),
      branches.map((b) => b.row.iso3166),
      now,
    ],
  );
  const inserted = rows.filter((row) => row.inserted).length;
  return { inserted, updated: rows.length - inserted };
}

/**
 * Removes cities, states and banks left without branches (a branch moved to another city), so
 * every list the finder shows leads to at least one branch.
 */
export async function pruneEmpty(q: Queryable): Promise<void> {
  await q.query(
    'DELETE FROM bank_cities c WHERE NOT EXISTS (SELECT 1 FROM bank_branches b WHERE b.city_id = c.id)',
  );
  await q.query(
    'DELETE FROM bank_states s WHERE NOT EXISTS (SELECT 1 FROM bank_cities c WHERE c.state_id = s.id)',
  );
  await q.query('DELETE FROM banks k WHERE NOT EXISTS (SELECT 1 FROM bank_states s WHERE s.bank_id = k.id)');
}

export interface DirectorySize {
  banks: number;
  states: number;
  cities: number;
  branches: number;
}

export async function directorySize(q: Queryable): Promise<DirectorySize> {
  const { rows } = await q.query<DirectorySize>(
    `SELECT (SELECT count(*) FROM banks)::int AS banks, (SELECT count(*) FROM bank_states)::int AS states,
            (SELECT count(*) FROM bank_cities)::int AS cities, (SELECT count(*) FROM bank_branches)::int AS branches`,
  );
  return rows[0] as DirectorySize;
}
