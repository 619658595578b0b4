import type { Db } from '../../db/db.ts';
import { clientSettings } from '../content/repo.ts';
import { productFacts } from './product-facts.ts';
import * as repo from './repo.ts';
import { DOWNLOAD_URL_SETTING, WEB_SIGNUPS_OPEN_SETTING } from './settings.ts';

/** The `os` header value of the iOS web app (spec §7). */
export const IOS_H5 = 'ios-h5';

/**
 * The download page's check (spec §6): a visitor goes on in the web app (accordWith) only on the
 * iOS h5 platform and while staff keep web sign-ups open; anyone else is sent to the external
 * download site. Also the product information the page shows.
 */
export function createDownloadService(db: Db) {
  async function eligibility(os: string | undefined) {
    const settings = await clientSettings(db);
    const signupsOpen = settings.get(WEB_SIGNUPS_OPEN_SETTING) === 'true';
    return {
      accordWith: os === IOS_H5 && signupsOpen,
      externalUrl: settings.get(DOWNLOAD_URL_SETTING) ?? '',
      product: productFacts(await repo.inHouseProductTerms(db)),
    };
  }

  return { eligibility };
}
