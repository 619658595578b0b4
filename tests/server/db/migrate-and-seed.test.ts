import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../../../server/db/migrate.ts';
import { seed } from '../../../server/db/seed.ts';
import { countRows } from '../helpers/db-rows.ts';
import { createTestDb, type TestDb } from '../helpers/test-db.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.dispose());

describe('migrations and seed', () => {
  it('records every migration once, and a second run applies nothing', async () => {
    const files = await readMigrations();
    const { rows } = await t.db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((row) => row.name)).toEqual(files.map((file) => file.name));
    expect(await migrate(t.db)).toEqual([]);
  });

  it('seeds once: a second start neither duplicates rows nor brings back what staff deleted', async () => {
    const faq = await countRows(t.db, 'faq_items');
    await t.db.query(`DELETE FROM client_settings WHERE key = 'grievance.phone'`);
    expect(await seed(t.db)).toEqual([]);
    expect(await countRows(t.db, 'faq_items')).toBe(faq);
    expect(await countRows(t.db, 'client_settings', `key = 'grievance.phone'`)).toBe(0);
  });

  it('seeds products that follow the product terms', async () => {
    const { rows } = await t.db.query<{
      amount_list_paise: number[];
      min_amount_paise: number;
      max_amount_paise: number;
      period_days: number;
      annual_rate_bp: number;
      gst_rate_bp: number;
      product_type: number;
      h5_href: string | null;
      is_full: boolean;
    }>('SELECT * FROM products ORDER BY sort_order');
    expect(rows).toHaveLength(3);
    for (const p of rows) {
      expect([...p.amount_list_paise].sort((a, b) => a - b)).toEqual(p.amount_list_paise);
      expect(p.min_amount_paise).toBe(p.amount_list_paise[0]);
      expect(p.max_amount_paise).toBe(p.amount_list_paise.at(-1));
      expect(p.period_days).toBeGreaterThanOrEqual(91);
      expect(p.period_days).toBeLessThanOrEqual(180);
      expect(p.annual_rate_bp).toBe(3000);
      expect(p.gst_rate_bp).toBe(1800);
    }
    expect(rows.filter((p) => p.product_type === 0 && p.h5_href?.startsWith('https://'))).toHaveLength(1);
    expect(rows.filter((p) => p.is_full)).toHaveLength(1);
  });

  it('refuses data that breaks the rules the schema can hold', async () => {
    await expect(t.db.query(`INSERT INTO users (phone, created_at) VALUES ('91123', now())`)).rejects.toThrow(
      /users_phone_check/,
    );
    await expect(
      t.db.query(`UPDATE products SET product_type = 0, h5_href = NULL WHERE code = 'rupee-flex'`),
    ).rejects.toThrow(/check/);
  });
});
