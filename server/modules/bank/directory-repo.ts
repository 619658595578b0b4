/**
 * The IFSC finder's reads (spec §2 /bank/ifsc): each list is one level of the tree below the id
 * picked in the previous one, sorted by name. Sorting uses the "C" collation on capitals so PGlite
 * and PostgreSQL order the same way whatever their locale.
 */
import type { Queryable } from '../../db/db.ts';

export interface NamedRow {
  id: number;
  name: string;
}

export interface BranchListRow extends NamedRow {
  ifsc: string;
  address: string;
}

export interface BranchInfoRow {
  ifsc: string;
  bank_id: number;
  bank_name: string;
  state_id: number;
  state_name: string;
  city_id: number;
  city_name: string;
  branch_id: number;
  branch_name: string;
  address: string;
}

const BY_NAME = 'ORDER BY upper(name) COLLATE "C", name COLLATE "C", id';

export async function listBanks(db: Queryable): Promise<NamedRow[]> {
  const { rows } = await db.query<NamedRow>(`SELECT id, name FROM banks ${BY_NAME}`);
  return rows;
}

export async function listStates(db: Queryable, bankId: number): Promise<NamedRow[]> {
  const { rows } = await db.query<NamedRow>(
    `SELECT id, name FROM bank_states WHERE bank_id = $1 ${BY_NAME}`,
    [bankId],
  );
  return rows;
}

export async function listCities(db: Queryable, stateId: number): Promise<NamedRow[]> {
  const { rows } = await db.query<NamedRow>(
    `SELECT id, name FROM bank_cities WHERE state_id = $1 ${BY_NAME}`,
    [stateId],
  );
  return rows;
}

export async function listBranches(db: Queryable, cityId: number): Promise<BranchListRow[]> {
  const { rows } = await db.query<BranchListRow>(
    `SELECT id, branch AS name, ifsc, address FROM bank_branches WHERE city_id = $1
     ORDER BY upper(branch) COLLATE "C", branch COLLATE "C", id`,
    [cityId],
  );
  return rows;
}

/** The branch of an IFSC with its place in the finder's tree, or undefined when not in the directory. */
export async function findBranch(db: Queryable, ifsc: string): Promise<BranchInfoRow | undefined> {
  const { rows } = await db.query<BranchInfoRow>(
    `SELECT br.ifsc, k.id AS bank_id, k.name AS bank_name, s.id AS state_id, s.name AS state_name,
            c.id AS city_id, c.name AS city_name, br.id AS branch_id, br.branch AS branch_name, br.address
     FROM bank_branches br
     JOIN bank_cities c ON c.id = br.city_id
     JOIN bank_states s ON s.id = c.state_id
     JOIN banks k ON k.id = s.bank_id
     WHERE br.ifsc = $1`,
    [ifsc],
  );
  return rows[0];
}
