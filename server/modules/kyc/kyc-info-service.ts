import type { Contract } from '../../contract/load-contract.ts';
import { multipartSpec } from '../../contract/multipart-fields.ts';
import type { Db } from '../../db/db.ts';
import type { FaceProvider } from '../../providers/face/face-provider.ts';
import { kycPageType } from './kyc-page.ts';
import * as repo from './repo.ts';

export interface KycInfoDeps {
  db: Db;
  contract: Contract;
  face: FaceProvider;
  otpAvailable: boolean;
}

/** What the KYC and face screens need to draw themselves. */
export function createKycInfoService({ db, contract, face, otpAvailable }: KycInfoDeps) {
  // The photo limits come from the upload endpoint's contract, so the screen and the server agree.
  const imageField = multipartSpec('auth.livingCheck', contract.get('auth.livingCheck')?.body).fileFields.get(
    'image',
  );
  if (!imageField) throw new Error('schemas/api/endpoints/auth.livingCheck.json needs an "image" file field');
  const accept = imageField.accept.filter((kind) => face.kinds.includes(kind));

  /** GET /auth/v1/kyc-info: which KYC screen (1 upload, 2 Aadhaar OTP) and whether KYC is saved. */
  async function kycInfo(userId: number) {
    return {
      kycPageType: await kycPageType(db, otpAvailable),
      state: (await repo.hasKycRecord(db, userId)) ? 1 : 0,
    };
  }

  /** GET /auth/v1/living-check-config: how the face screen takes its photo. */
  async function livingCheckConfig() {
    return {
      kycPageType: await kycPageType(db, otpAvailable),
      maxImageBytes: imageField!.maxBytes,
      capture: 'user',
      accept: accept.join(','),
    };
  }

  return { kycInfo, livingCheckConfig };
}
