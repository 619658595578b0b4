import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../contract/app-error.ts';
import type { UploadedFile } from '../../contract/multipart-body.ts';
import type { Db } from '../../db/db.ts';
import { UnreadableImageError } from '../../http/file-kind.ts';
import type { CardReading, CardSide, OcrProvider } from '../../providers/ocr/ocr-provider.ts';
import { ProviderBusyError } from '../../providers/provider-busy.ts';
import { hourBefore, overHourlyLimit } from '../auth/hourly-limit.ts';
import { isAadhaar, isIndividualPan } from '../../../rules/identity-numbers.ts';
import { aadhaarLast4, compactAadhaar, normalisePan } from './identity-numbers.ts';
import { numberHash } from './kyc-secrets.ts';
import { cleanRealName, isNameAsRead, isSamePersonsName, kycRules } from './kyc-rules.ts';
import * as repo from './repo.ts';
import { saveKycRecord } from './save-kyc-record.ts';

export interface UploadKycDeps {
  db: Db;
  clock: Clock;
  ocr: OcrProvider;
  secret: string;
}

export interface UploadKycForm {
  realName?: string;
  idNo?: string;
  panNo?: string;
}

const blank = (value: string | undefined) => value === undefined || value.trim() === '';
const cardOf: Record<CardSide, repo.CardKind> = { aadhaarFront: 'aadhaar', pan: 'pan' };

/**
 * KYC by photos (spec /auth/kyc upload variant): each card photo is read by OCR (the photo is not
 * kept), the numbers read are remembered as keyed hashes, and the KYC saved from the borrower's
 * form only with numbers that were read from their own photos.
 */
export function createUploadKycService({ db, clock, ocr, secret }: UploadKycDeps) {
  async function checkReadRate(userId: number, now: Date): Promise<void> {
    const times = await repo.cardPhotoReadTimes(db, userId, hourBefore(now));
    const refusal = overHourlyLimit('OCR_TOO_MANY_READS', times, kycRules.cardPhotoReadsPerHour, now);
    if (refusal) throw refusal;
  }

  /** Counts a read towards the hourly limit: the provider ran, whatever it found. */
  async function countRead(userId: number, side: CardSide): Promise<void> {
    await repo.insertCardPhotoRead(db, { userId, card: cardOf[side], readAt: await clock.now() });
  }

  async function readWithOcr(
    userId: number,
    image: UploadedFile,
    side: CardSide,
    signal?: AbortSignal,
  ): Promise<CardReading> {
    let reading: CardReading;
    try {
      reading = await ocr.readCard({ bytes: image.bytes, kind: image.kind }, side, signal);
    } catch (error) {
      // The borrower's photo is broken, not the server: told, not logged as an error.
      if (error instanceof UnreadableImageError) {
        await countRead(userId, side);
        throw new AppError('IMAGE_UNREADABLE');
      }
      // Nothing read: a refusal for a full queue or a borrower gone is not counted.
      if (error instanceof ProviderBusyError) throw new AppError('PHOTO_CHECKS_BUSY');
      throw error;
    }
    await countRead(userId, side);
    return reading;
  }

  async function remember(
    userId: number,
    card: repo.CardKind,
    number: string,
    readAt: Date,
    holderName?: string,
  ): Promise<void> {
    await repo.insertCardRead(db, {
      userId,
      card,
      numberHash: numberHash(secret, card, number),
      reference: `${ocr.name}-ocr-${randomUUID()}`,
      readAt,
      ...(holderName === undefined ? {} : { holderName }),
    });
  }

  /** POST /auth/v1/ocr-separate: the fields read from one card photo. */
  async function readCardPhoto(userId: number, side: CardSide, image: UploadedFile, signal?: AbortSignal) {
    if (await repo.hasKycRecord(db, userId)) throw new AppError('KYC_ALREADY_VERIFIED');
    await checkReadRate(userId, await clock.now());
    const reading = await readWithOcr(userId, image, side, signal);
    const now = await clock.now();
    if (side === 'pan') {
      if (!reading.panNo) throw new AppError('OCR_PAN_NOT_FOUND');
      if (!isIndividualPan(reading.panNo)) throw new AppError('PAN_NUMBER_INVALID');
      // The holder's name when the card labels it: the KYC's name must be that person's.
      await remember(userId, 'pan', reading.panNo, now, reading.name ?? undefined);
      return { panNo: reading.panNo };
    }
    if (!reading.aadhaarNo) throw new AppError('OCR_AADHAAR_NOT_FOUND');
    if (!reading.name) throw new AppError('OCR_NAME_NOT_FOUND');
    await remember(userId, 'aadhaar', reading.aadhaarNo, now, reading.name);
    return { name: reading.name, idNo: reading.aadhaarNo };
  }

  /** POST /auth/v1/kyc-info/aadhaar-pan: saves the upload KYC (spec messages first, in spec order). */
  async function saveUploadKyc(userId: number, form: UploadKycForm) {
    if (blank(form.realName) || blank(form.idNo)) throw new AppError('KYC_AADHAAR_MISSING');
    if (blank(form.panNo)) throw new AppError('KYC_PAN_MISSING');
    const aadhaar = compactAadhaar(form.idNo as string);
    if (!isAadhaar(aadhaar)) throw new AppError('AADHAAR_NUMBER_INVALID');
    const pan = normalisePan(form.panNo as string);
    if (!isIndividualPan(pan)) throw new AppError('PAN_NUMBER_INVALID');
    const realName = cleanRealName(form.realName as string);
    if (!realName) throw new AppError('KYC_NAME_INVALID');
    if (await repo.hasKycRecord(db, userId)) throw new AppError('KYC_ALREADY_VERIFIED');

    const now = await clock.now();
    const since = new Date(now.getTime() - kycRules.cardReadValidMinutes * 60_000);
    const aadhaarRead = await repo.cardRead(db, {
      userId,
      card: 'aadhaar',
      numberHash: numberHash(secret, 'aadhaar', aadhaar),
      since,
    });
    if (!aadhaarRead) throw new AppError('KYC_AADHAAR_NOT_UPLOADED');
    // The name is the card's, give or take what the reading got wrong; not another person's.
    if (aadhaarRead.holderName !== null && !isNameAsRead(realName, aadhaarRead.holderName))
      throw new AppError('KYC_NAME_NOT_AS_READ');
    const panRead = await repo.cardRead(db, {
      userId,
      card: 'pan',
      numberHash: numberHash(secret, 'pan', pan),
      since,
    });
    if (!panRead) throw new AppError('KYC_PAN_NOT_UPLOADED');
    // Someone else's PAN (whose credit history the loan would be judged on) with one's own Aadhaar.
    if (panRead.holderName !== null && !isSamePersonsName(realName, panRead.holderName))
      throw new AppError('KYC_PAN_NAME_NOT_AS_READ');

    await db.transaction((tx) =>
      saveKycRecord(tx, {
        userId,
        realName,
        aadhaarLast4: aadhaarLast4(aadhaar),
        aadhaarRef: aadhaarRead.reference,
        panNo: pan,
        method: 'upload',
        verifiedAt: now,
      }),
    );
    return {};
  }

  return { readCardPhoto, saveUploadKyc };
}

export type UploadKycService = ReturnType<typeof createUploadKycService>;
