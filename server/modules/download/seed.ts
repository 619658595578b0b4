import type { Queryable } from '../../db/db.ts';
import { DOWNLOAD_URL_SETTING, FORMER_DOWNLOAD_URL_SETTING, WEB_SIGNUPS_OPEN_SETTING } from './settings.ts';

export const downloadSettingsSeed: Record<string, string> = {
  [DOWNLOAD_URL_SETTING]: 'https://loanapp.example/download/android',
  [WEB_SIGNUPS_OPEN_SETTING]: 'true',
};

/**
 * Seed step: the download page's settings. The download URL was `app.androidDownloadUrl`; its
 * value (as staff may have edited it) moves to the new key, so there is one URL to keep right.
 * Existing values are never overwritten.
 */
export async function seedDownloadSettings(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO client_settings (key, value)
     SELECT $1, value FROM client_settings WHERE key = $2
     ON CONFLICT (key) DO NOTHING`,
    [DOWNLOAD_URL_SETTING, FORMER_DOWNLOAD_URL_SETTING],
  );
  await tx.query('DELETE FROM client_settings WHERE key = $1', [FORMER_DOWNLOAD_URL_SETTING]);
  for (const [key, value] of Object.entries(downloadSettingsSeed)) {
    await tx.query('INSERT INTO client_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
      key,
      value,
    ]);
  }
}
