import { describe, expect, it } from 'vitest';
import { accessTable, devOnlyEndpoints, publicEndpoints } from './access-table.ts';
import { contract } from './contract-request.ts';

const ids = [...contract.keys()];
const placesOf = (id: string) =>
  [
    id in accessTable ? 'the access table' : null,
    id in publicEndpoints ? 'the public list' : null,
    devOnlyEndpoints.includes(id) ? 'the development surface' : null,
  ].filter((place) => place !== null);

describe('the access tests cover the whole contract', () => {
  it('puts every endpoint in exactly one of: access table, public list, development surface', () => {
    const misplaced = ids
      .map((id) => ({ id, places: placesOf(id) }))
      .filter(({ places }) => places.length !== 1)
      .map(({ id, places }) => `${id}: ${places.length === 0 ? 'in none' : places.join(' and ')}`);
    expect(misplaced).toEqual([]);
  });

  it('names no endpoint the contract does not have', () => {
    const stale = [...Object.keys(accessTable), ...Object.keys(publicEndpoints)].filter(
      (id) => !contract.has(id),
    );
    expect(stale).toEqual([]);
  });

  it('tests every endpoint that needs a sign-in, and lists only token-free ones as public', () => {
    const required = ids.filter((id) => contract.get(id)!.auth === 'required');
    expect(required.filter((id) => !(id in accessTable))).toEqual([]);
    const publicNeedingToken = Object.keys(publicEndpoints).filter(
      (id) => contract.get(id)?.auth === 'required',
    );
    expect(publicNeedingToken).toEqual([]);
  });

  it('gives every public endpoint its reason', () => {
    for (const [id, reason] of Object.entries(publicEndpoints)) expect(reason.length, id).toBeGreaterThan(20);
  });

  it('keeps the development surface token-free and out of the access table', () => {
    expect(devOnlyEndpoints.length).toBeGreaterThan(0);
    for (const id of devOnlyEndpoints) expect(contract.get(id)!.auth, id).toBe('none');
  });
});
