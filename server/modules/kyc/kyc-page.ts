import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/db.ts';
import * as repo from './repo.ts';

/** client_settings key choosing the KYC screen: '1' photo upload (default), '2' Aadhaar OTP. */
export const KYC_PAGE_TYPE_SETTING = 'kyc.pageType';

export type KycPageType = 1 | 2;

/**
 * The sandbox Aadhaar provider sends the OTP to the borrower's own phone, which proves nothing
 * about the Aadhaar number: in production the OTP variant is off until a real provider is set.
 */
export function aadhaarOtpAvailable(config: Pick<Config, 'appEnv' | 'kycProviders'>): boolean {
  return !(config.appEnv === 'production' && config.kycProviders.aadhaar === 'sandbox');
}

/** Which KYC screen the borrower gets (spec: the upload variant unless kycPageType is 2). */
export async function kycPageType(db: Queryable, otpAvailable: boolean): Promise<KycPageType> {
  const setting = await repo.clientSetting(db, KYC_PAGE_TYPE_SETTING);
  return setting?.trim() === '2' && otpAvailable ? 2 : 1;
}
