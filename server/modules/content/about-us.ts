import { AppError } from '../../contract/app-error.ts';
import type { CopyLocale } from '../../contract/locale.ts';
import type { Db } from '../../db/db.ts';
import * as repo from './repo.ts';

export const ABOUT_US_SLUG = 'about-us';

/**
 * The About us page: the app's name and its copy as staff wrote them. The copy is plain text
 * (paragraphs split on blank lines) and the client shows it as text, never as markup, so nothing
 * in it can run (decision 0013). Line endings are made uniform so the client's split is simple.
 */
export async function aboutUs(db: Db, locale: CopyLocale): Promise<{ appName: string; copywriting: string }> {
  const page = await repo.contentPage(db, ABOUT_US_SLUG, locale);
  if (!page) throw new AppError('CONTENT_PAGE_MISSING');
  return { appName: page.title, copywriting: page.body.replace(/\r\n?/g, '\n').trim() };
}
