import type { Queryable } from '../../db/db.ts';
import { seedFaq } from '../../db/seed-data.ts';
import { ABOUT_US_SLUG } from './about-us.ts';
import { aboutUsSeed } from './about-us-seed.ts';

/**
 * Seed step: the Help Center's questions and the About us page in Hindi (decision 0045), for a new
 * database and once for one seeded before: written where the English is still the seed's and no
 * Hindi is there yet, so what staff rewrote or translated is kept (a rewritten text shows its
 * English until staff write its Hindi).
 */
export async function seedContentHindi(tx: Queryable): Promise<void> {
  for (const item of seedFaq) {
    await tx.query(
      `UPDATE faq_items SET title_hi = $3, content_hi = $4
       WHERE title = $1 AND content = $2 AND title_hi IS NULL AND content_hi IS NULL`,
      [item.title, item.content, item.titleHi, item.contentHi],
    );
  }
  await tx.query(`UPDATE content_pages SET body_hi = $3 WHERE slug = $1 AND body = $2 AND body_hi IS NULL`, [
    ABOUT_US_SLUG,
    aboutUsSeed.body,
    aboutUsSeed.bodyHi,
  ]);
}
