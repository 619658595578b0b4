import type { CopyLocale } from '../../contract/locale.ts';
import type { Db } from '../../db/db.ts';
import { aboutUs } from './about-us.ts';
import { DOWNLOAD_URL_SETTING } from '../download/settings.ts';
import * as repo from './repo.ts';

export function createContentService(db: Db) {
  async function config() {
    const settings = await repo.clientSettings(db);
    // A setting removed by staff shows as empty rather than breaking every screen that reads config.
    const read = (key: string) => settings.get(key) ?? '';
    return {
      customer: { phone: read('customer.phone'), email: read('customer.email') },
      lender: { name: read('lender.name') },
      grievance: {
        name: read('grievance.name'),
        phone: read('grievance.phone'),
        email: read('grievance.email'),
      },
      // One external download site for Android visitors and the download page (decision 0013).
      app: { androidDownloadUrl: read(DOWNLOAD_URL_SETTING) },
    };
  }

  async function faq(locale: CopyLocale) {
    return repo.faqItems(db, locale);
  }

  return { config, faq, aboutUs: (locale: CopyLocale) => aboutUs(db, locale) };
}
