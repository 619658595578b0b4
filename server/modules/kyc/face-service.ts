import type { Clock } from '../../clock.ts';
import { AppError } from '../../contract/app-error.ts';
import type { CopyLocale } from '../../contract/locale.ts';
import type { UploadedFile } from '../../contract/multipart-body.ts';
import { describeKinds } from '../../contract/multipart-fields.ts';
import type { Db } from '../../db/db.ts';
import { UnreadableImageError } from '../../http/file-kind.ts';
import type { FaceCheckResult, FaceProvider, FaceRefusal } from '../../providers/face/face-provider.ts';
import { ProviderBusyError } from '../../providers/provider-busy.ts';
import { hourBefore, overHourlyLimit } from '../auth/hourly-limit.ts';
import { kycRules } from './kyc-rules.ts';
import * as repo from './repo.ts';
import { faceResultMessages } from './wording.ts';

export interface FaceServiceDeps {
  db: Db;
  clock: Clock;
  face: FaceProvider;
}

function messageOf(passed: boolean, reason: string | null, locale: CopyLocale): string {
  if (passed) return faceResultMessages.passed[locale];
  const words = faceResultMessages[(reason ?? 'no_face') as FaceRefusal] ?? faceResultMessages.no_face;
  return words[locale];
}

/**
 * The face step (spec /auth/face and the face-result screen): one photo from the front camera is
 * judged by the face provider; the result and its reference are kept, the photo never is.
 */
export function createFaceService({ db, clock, face }: FaceServiceDeps) {
  async function checkRate(userId: number, now: Date): Promise<void> {
    const times = await repo.faceCheckTimes(db, userId, hourBefore(now));
    const refusal = overHourlyLimit('FACE_TOO_MANY_CHECKS', times, kycRules.faceChecksPerHour, now);
    if (refusal) throw refusal;
  }

  async function runCheck(image: UploadedFile, signal?: AbortSignal): Promise<FaceCheckResult> {
    try {
      return await face.check({ bytes: image.bytes, kind: image.kind }, signal);
    } catch (error) {
      if (error instanceof UnreadableImageError) throw new AppError('IMAGE_UNREADABLE');
      // Nothing judged, nothing recorded: the refusal does not count towards the hourly limit.
      if (error instanceof ProviderBusyError) throw new AppError('PHOTO_CHECKS_BUSY');
      throw error;
    }
  }

  /** POST /auth/v3/living-check: judges the photo and records the result. */
  async function livingCheck(userId: number, image: UploadedFile, locale: CopyLocale, signal?: AbortSignal) {
    if (!face.kinds.includes(image.kind))
      throw new AppError('UPLOAD_TYPE_NOT_ACCEPTED', { params: { kinds: describeKinds(face.kinds) } });
    await checkRate(userId, await clock.now());
    const result = await runCheck(image, signal);
    await repo.insertFaceCheck(db, {
      userId,
      passed: result.passed,
      reference: result.reference,
      score: result.score,
      reason: result.refusal,
      // Read after the check: the time the result exists.
      checkedAt: await clock.now(),
    });
    return {
      passed: result.passed,
      reference: result.reference,
      message: messageOf(result.passed, result.refusal, locale),
    };
  }

  /** GET /auth/v1/face-result: the latest result, for the face-result screen. */
  async function faceResult(userId: number, locale: CopyLocale) {
    const latest = await repo.latestFaceCheck(db, userId);
    if (!latest) return { checked: false, passed: false, reference: null, message: '', checkedAt: null };
    return {
      checked: true,
      passed: latest.passed,
      reference: latest.reference,
      message: messageOf(latest.passed, latest.reason, locale),
      checkedAt: latest.checked_at.toISOString(),
    };
  }

  /**
   * POST /auth/v1/kyc-info/living-hold: the borrower confirms the face step (NEXT on the
   * face-result screen). Holds only a passed latest check: else 'Please Upload Face Recognition '.
   */
  async function livingHold(userId: number) {
    const latest = await repo.latestFaceCheck(db, userId);
    if (!latest?.passed) throw new AppError('FACE_NOT_PASSED');
    return { passed: true, reference: latest.reference };
  }

  return { livingCheck, faceResult, livingHold };
}

export type FaceService = ReturnType<typeof createFaceService>;
