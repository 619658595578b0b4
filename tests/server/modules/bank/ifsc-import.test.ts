import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importIfscCsv } from '../../../../server/modules/bank/ifsc-import.ts';
import { IfscHeaderError } from '../../../../server/modules/bank/ifsc-row.ts';
import { countRows } from '../../helpers/db-rows.ts';
import { createTestDb, type TestDb } from '../../helpers/test-db.ts';
import { importFixture } from './ifsc-fixtures.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.dispose());

async function branch(ifsc: string) {
  const { rows } = await t.db.query<Record<string, unknown>>(
    `SELECT br.branch, br.address, br.contact, br.imps, br.rtgs, br.neft, br.upi, br.micr, br.swift,
            c.name AS city, s.name AS state, k.code AS bank_code, k.name AS bank_name
     FROM bank_branches br JOIN bank_cities c ON c.id = br.city_id JOIN bank_states s ON s.id = c.state_id
     JOIN banks k ON k.id = s.bank_id WHERE br.ifsc = $1`,
    [ifsc],
  );
  return rows[0];
}

const statesOf = async (bankCode: string) =>
  (
    await t.db.query<{ name: string }>(
      `SELECT s.name FROM bank_states s JOIN banks k ON k.id = s.bank_id WHERE k.code = $1 ORDER BY s.name`,
      [bankCode],
    )
  ).rows.map((row) => row.name);

describe('IFSC import', () => {
  it('imports every row of the file, quoted commas, quotes and line breaks included', async () => {
    const report = await importFixture(t.db, 'small.csv');
    expect(report).toMatchObject({ rowsRead: 7, inserted: 7, updated: 0, unchanged: 0, rejected: [] });
    expect(await branch('ALPH0000002')).toEqual({
      branch: 'KOTHRUD, WEST',
      address: 'SHOP 3, "SAI" COMPLEX KOTHRUD, PUNE 411038',
      contact: null,
      imps: true,
      rtgs: false,
      neft: true,
      upi: false,
      micr: null,
      swift: null,
      city: 'PUNE',
      // "Maharashtra" and "MAHARASHTRA" are one state of the bank.
      state: 'MAHARASHTRA',
      bank_code: 'ALPH',
      bank_name: 'Alpha Test Bank',
    });
    // An empty CITY falls back to DISTRICT; yes/no/1/0 are read as flags.
    expect(await branch('ALPH0000004')).toMatchObject({ city: 'MUMBAI' });
    expect(await branch('BETA0000002')).toMatchObject({ imps: true, rtgs: false, neft: true, upi: false });
    expect(await statesOf('ALPH')).toEqual(['KARNATAKA', 'MAHARASHTRA']);
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await countRows(t.db, 'bank_branches');
    const cities = await countRows(t.db, 'bank_cities');
    const report = await importFixture(t.db, 'small.csv');
    expect(report).toMatchObject({ rowsRead: 7, inserted: 0, updated: 0, unchanged: 7, rejected: [] });
    expect(await countRows(t.db, 'bank_branches')).toBe(before);
    expect(await countRows(t.db, 'bank_cities')).toBe(cities);
    expect(await countRows(t.db, 'banks', `code IN ('ALPH', 'BETA')`)).toBe(2);
  });

  it('updates changed rows, adds new ones and drops places left without branches', async () => {
    const report = await importFixture(t.db, 'small-v2.csv');
    expect(report).toMatchObject({ rowsRead: 8, inserted: 1, updated: 2, unchanged: 5, rejected: [] });
    expect(await branch('ALPH0000001')).toMatchObject({ address: '14, FC ROAD, PUNE 411004' });
    // The only Karnataka branch moved to Pune: Karnataka is no longer a state of this bank.
    expect(await branch('ALPH0000005')).toMatchObject({
      branch: 'AUNDH',
      city: 'PUNE',
      state: 'MAHARASHTRA',
    });
    expect(await statesOf('ALPH')).toEqual(['MAHARASHTRA']);
    expect(report.directory.branches).toBe(await countRows(t.db, 'bank_branches'));
  });

  it('refuses malformed rows with their line numbers and imports the others', async () => {
    const report = await importFixture(t.db, 'malformed.csv');
    expect(report.rowsRead).toBe(10);
    expect(report.inserted).toBe(3);
    expect(report.rejected).toEqual([
      { line: 3, reason: 'IFSC "GAM0000012" is not 4 letters, a 0 and 6 letters or digits' },
      { line: 4, reason: 'text after the closing quote of a field' },
      { line: 5, reason: 'expected 16 fields as in the header, found 3' },
      { line: 6, reason: 'IMPS must be true or false, not "maybe"' },
      { line: 7, reason: 'IFSC GAMA0000011 was already given on line 2' },
      { line: 11, reason: 'BRANCH is empty' },
      { line: 13, reason: 'a quoted field is not closed before the end of the file' },
    ]);
    const { rows } = await t.db.query<{ ifsc: string }>(
      `SELECT ifsc FROM bank_branches WHERE ifsc LIKE 'GAMA%' ORDER BY ifsc`,
    );
    expect(rows.map((row) => row.ifsc)).toEqual(['GAMA0000011', 'GAMA0000016', 'GAMA0000018']);
    expect(await branch('GAMA0000011')).toMatchObject({ branch: 'GOOD ONE' });
    expect(await branch('GAMA0000016')).toMatchObject({ address: 'FIRST LINE, SECOND LINE' });
  });

  it('in insert-missing mode adds new codes and leaves existing branches as they are', async () => {
    const report = await importFixture(t.db, 'small.csv', { mode: 'insert-missing' });
    expect(report).toMatchObject({ inserted: 0, updated: 0, unchanged: 7 });
    expect(await branch('ALPH0000005')).toMatchObject({ branch: 'AUNDH' });
  });

  it('splits the work into batches of the size asked for', async () => {
    const batches: number[] = [];
    const report = await importFixture(t.db, 'small-v2.csv', {
      batchSize: 3,
      onBatch: ({ rowsRead }) => batches.push(rowsRead),
    });
    expect(batches).toEqual([3, 6, 8]);
    expect(report).toMatchObject({ inserted: 0, updated: 0, unchanged: 8 });
  });

  it('refuses a file whose first line is not the dataset header, before writing anything', async () => {
    const before = await countRows(t.db, 'bank_branches');
    const csv = Readable.from(['IFSC,NAME\nZZZZ0000001,x\n']);
    await expect(importIfscCsv(csv, (work) => t.db.transaction(work))).rejects.toThrow(IfscHeaderError);
    await expect(importIfscCsv(Readable.from(['']), (work) => t.db.transaction(work))).rejects.toThrow(
      /empty/,
    );
    expect(await countRows(t.db, 'bank_branches')).toBe(before);
  });

  it('seeds real branches of the largest banks so the finder works out of the box', async () => {
    expect(await branch('SBIN0000691')).toMatchObject({
      bank_name: 'State Bank of India',
      branch: 'NEW DELHI MAIN BRANCH',
      state: 'DELHI',
      city: 'NEW DELHI',
    });
    const banks = await t.db.query<{ code: string }>(`SELECT code FROM banks ORDER BY code`);
    expect(banks.rows.map((row) => row.code)).toEqual(
      expect.arrayContaining(['SBIN', 'HDFC', 'ICIC', 'UTIB', 'PUNB', 'BARB', 'CNRB', 'KKBK', 'UBIN']),
    );
    expect(await countRows(t.db, 'bank_branches', `left(ifsc, 4) NOT IN ('ALPH', 'BETA', 'GAMA')`)).toBe(51);
  });
});
