import type { Queryable } from '../../db/db.ts';

export async function clientSettings(db: Queryable): Promise<Map<string, string>> {
  const { rows } = await db.query<{ key: string; value: string }>('SELECT key, value FROM client_settings');
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function faqItems(db: Queryable): Promise<{ title: string; content: string }[]> {
  const { rows } = await db.query<{ title: string; content: string }>(
    'SELECT title, content FROM faq_items WHERE active ORDER BY sort_order, id',
  );
  return rows;
}

/** A page of copy staff edit (About us), by its slug; undefined when removed. */
export async function contentPage(
  db: Queryable,
  slug: string,
): Promise<{ title: string; body: string } | undefined> {
  const { rows } = await db.query<{ title: string; body: string }>(
    'SELECT title, body FROM content_pages WHERE slug = $1',
    [slug],
  );
  return rows[0];
}
