import type { CopyLocale } from '../../contract/locale.ts';
import { storedTextIn } from '../../contract/wording.ts';
import type { Queryable } from '../../db/db.ts';

export async function clientSettings(db: Queryable): Promise<Map<string, string>> {
  const { rows } = await db.query<{ key: string; value: string }>('SELECT key, value FROM client_settings');
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** The active questions in order, in the language asked for where staff wrote it (decision 0045). */
export async function faqItems(
  db: Queryable,
  locale: CopyLocale,
): Promise<{ title: string; content: string }[]> {
  const { rows } = await db.query<{
    title: string;
    title_hi: string | null;
    content: string;
    content_hi: string | null;
  }>('SELECT title, title_hi, content, content_hi FROM faq_items WHERE active ORDER BY sort_order, id');
  return rows.map((row) => ({
    title: storedTextIn(locale, row.title, row.title_hi),
    content: storedTextIn(locale, row.content, row.content_hi),
  }));
}

/**
 * A page of copy staff edit (About us), by its slug, in the language asked for where staff wrote
 * it; undefined when removed.
 */
export async function contentPage(
  db: Queryable,
  slug: string,
  locale: CopyLocale,
): Promise<{ title: string; body: string } | undefined> {
  const { rows } = await db.query<{
    title: string;
    title_hi: string | null;
    body: string;
    body_hi: string | null;
  }>('SELECT title, title_hi, body, body_hi FROM content_pages WHERE slug = $1', [slug]);
  const page = rows[0];
  return (
    page && {
      title: storedTextIn(locale, page.title, page.title_hi),
      body: storedTextIn(locale, page.body, page.body_hi),
    }
  );
}
