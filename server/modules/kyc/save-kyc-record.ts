import { AppError } from '../../contract/app-error.ts';
import type { Queryable } from '../../db/db.ts';
import * as repo from './repo.ts';

/**
 * Saves a borrower's KYC inside the caller's transaction, whichever way it was proved (card photos
 * or Aadhaar OTP), then drops the proofs that led to it. A PAN belongs to one person, and every
 * per-borrower rule (one order at a time, the wait after a denial, the limit ladder) counts by
 * account, so a PAN already saved on another account is refused (decision 0085).
 */
export async function saveKycRecord(tx: Queryable, record: repo.NewKycRecord): Promise<void> {
  // Two accounts saving one PAN at once: the second waits here, then finds the first.
  await repo.lockKey(tx, `kyc-pan:${record.panNo}`);
  if (await repo.panOnAnotherAccount(tx, record.panNo, record.userId))
    throw new AppError('KYC_PAN_ON_ANOTHER_ACCOUNT');
  const saved = await repo.insertKycRecord(tx, record);
  if (!saved) throw new AppError('KYC_ALREADY_VERIFIED');
  await repo.deleteProofs(tx, record.userId);
}
