import type { Queryable } from '../../db/db.ts';
import { KYC_PAGE_TYPE_SETTING } from './kyc-page.ts';

/**
 * The KYC screen variant as an editable client setting: '1' photo upload (the default), '2' Aadhaar
 * OTP. Seeded once so operators find it in client_settings; an existing value is kept.
 */
export async function seedKycSettings(tx: Queryable): Promise<void> {
  await tx.query('INSERT INTO client_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    KYC_PAGE_TYPE_SETTING,
    '1',
  ]);
}
