import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../../../server/db/seed.ts';
import { createTestDb, type TestDb } from '../../helpers/test-db.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.dispose());

const settings = async () => {
  const { rows } = await t.db.query<{ key: string; value: string }>(
    `SELECT key, value FROM client_settings WHERE key LIKE 'app.%' OR key LIKE 'download.%' ORDER BY key`,
  );
  return rows;
};

describe('the download settings seed step', () => {
  it('gives a new database one download URL and open web sign-ups', async () => {
    expect(await settings()).toEqual([
      { key: 'app.downloadUrl', value: 'https://loanapp.example/download/android' },
      { key: 'download.webSignupsOpen', value: 'true' },
    ]);
  });

  it('moves the URL staff set under the former key on a database seeded before it', async () => {
    // A database as it was before the step: the former key, edited by staff.
    await t.db.query(
      `DELETE FROM client_settings WHERE key IN ('app.downloadUrl', 'download.webSignupsOpen')`,
    );
    await t.db.query(
      `INSERT INTO client_settings (key, value) VALUES ('app.androidDownloadUrl', 'https://apps.example.in/loan')`,
    );
    await t.db.query(`DELETE FROM seed_runs WHERE name = 'download-settings-v1'`);

    expect(await seed(t.db)).toEqual(['download-settings-v1']);
    expect(await settings()).toEqual([
      { key: 'app.downloadUrl', value: 'https://apps.example.in/loan' },
      { key: 'download.webSignupsOpen', value: 'true' },
    ]);
  });
});
