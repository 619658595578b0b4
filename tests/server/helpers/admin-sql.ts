/** Runs one statement on its own connection (creating or dropping a schema or database around tests). */
import pg from 'pg';

export async function runAdminSql(url: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
