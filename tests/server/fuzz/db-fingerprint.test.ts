/**
 * The fuzz's "a refused call changed nothing" rests on TableWatch: it must see every kind of
 * change, and not mistake a write that left the rows as they were for one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/test-db.ts';
import { TableWatch } from './db-fingerprint.ts';

let test: TestDb;
let watch: TableWatch;
beforeAll(async () => {
  test = await createTestDb();
  watch = await TableWatch.start(test.db);
});
afterAll(() => test.dispose());

describe('TableWatch', () => {
  it('watches every table of the schema', () => {
    expect(watch.tableCount).toBeGreaterThan(40);
  });

  it('sees a row added, changed and removed, each in its own table', async () => {
    await test.db.query(`INSERT INTO client_settings (key, value) VALUES ('fuzz.probe', 'a')`);
    expect(await watch.changedTables()).toEqual(['client_settings']);
    await test.db.query(`UPDATE client_settings SET value = 'b' WHERE key = 'fuzz.probe'`);
    expect(await watch.changedTables()).toEqual(['client_settings']);
    await test.db.query(`DELETE FROM client_settings WHERE key = 'fuzz.probe'`);
    await test.db.query(
      `UPDATE faq_items SET title = title || '!' WHERE id = (SELECT min(id) FROM faq_items)`,
    );
    expect(await watch.changedTables()).toEqual(['client_settings', 'faq_items']);
  });

  it('reports nothing when nothing changed, or rows were rewritten as they were', async () => {
    expect(await watch.changedTables()).toEqual([]);
    await test.db.query('UPDATE client_settings SET value = value');
    expect(await watch.changedTables()).toEqual([]);
  });

  it('reports nothing for a write rolled back', async () => {
    await test.db
      .transaction(async (tx) => {
        await tx.query(`INSERT INTO client_settings (key, value) VALUES ('fuzz.rolled', 'x')`);
        throw new Error('refused');
      })
      .catch(() => undefined);
    expect(await watch.changedTables()).toEqual([]);
  });
});
