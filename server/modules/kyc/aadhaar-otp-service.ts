import type { Clock } from '../../clock.ts';
import { AppError } from '../../contract/app-error.ts';
import type { CopyLocale } from '../../contract/locale.ts';
import { resendWaitData } from '../../contract/resend-wait.ts';
import type { Db, Queryable } from '../../db/db.ts';
import type { AadhaarProvider } from '../../providers/aadhaar/aadhaar-provider.ts';
import { hourBefore, overHourlyLimit } from '../auth/hourly-limit.ts';
import { describeWait, triesLeft } from '../auth/wording.ts';
import { isAadhaar, isIndividualPan } from '../../../rules/identity-numbers.ts';
import { aadhaarLast4, compactAadhaar, normalisePan } from './identity-numbers.ts';
import { numberHash } from './kyc-secrets.ts';
import { kycRules } from './kyc-rules.ts';
import * as repo from './repo.ts';
import { saveKycRecord } from './save-kyc-record.ts';
import { ALREADY_VERIFIED_MESSAGE, OTP_SENT_MESSAGE } from './wording.ts';

const MINUTE_MS = 60_000;
const rules = kycRules.aadhaarOtp;

export interface AadhaarOtpDeps {
  db: Db;
  clock: Clock;
  aadhaar: AadhaarProvider;
  secret: string;
  /** False in production with the sandbox provider (kyc-page.ts). */
  available: boolean;
}

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

/**
 * KYC by Aadhaar OTP (spec /auth/kyc, kycPageType 2): the borrower enters the Aadhaar number, gets
 * an OTP from the provider, enters it, then saves the KYC with the PAN. The number is kept only as
 * a keyed hash plus its last 4 digits; a verification is good for 30 minutes.
 */
export function createAadhaarOtpService({ db, clock, aadhaar, secret, available }: AadhaarOtpDeps) {
  const hashOf = (number: string) => numberHash(secret, 'aadhaar', number);
  const verifiedSince = (now: Date) => new Date(now.getTime() - rules.verifiedValidMinutes * MINUTE_MS);

  function aadhaarNumber(input: string | undefined): string {
    if (blank(input)) throw new AppError('AADHAAR_ID_MISSING');
    const number = compactAadhaar(input as string);
    if (!isAadhaar(number)) throw new AppError('AADHAAR_NUMBER_INVALID');
    return number;
  }

  function checkAvailable(): void {
    if (!available) throw new AppError('AADHAAR_OTP_UNAVAILABLE');
  }

  /** Refuses a send within the resend wait, over the borrower's hourly limit or over the number's. */
  async function checkSendLimits(tx: Queryable, userId: number, aadhaarHash: string, now: Date) {
    const latest = await repo.latestOtpRequest(tx, userId);
    if (latest) {
      const resendAt = latest.created_at.getTime() + rules.resendAfterSeconds * 1000;
      if (resendAt > now.getTime())
        throw new AppError('AADHAAR_OTP_RESEND_TOO_SOON', {
          params: { wait: describeWait(resendAt - now.getTime()) },
          data: resendWaitData(resendAt - now.getTime()),
        });
    }
    const times = await repo.otpRequestTimes(tx, userId, hourBefore(now));
    const refusal = overHourlyLimit('AADHAAR_OTP_HOURLY_LIMIT', times, rules.perHour, now);
    if (refusal) throw refusal;
    const numberTimes = await repo.otpRequestTimesForNumber(tx, aadhaarHash, hourBefore(now));
    const numberRefusal = overHourlyLimit(
      'AADHAAR_OTP_NUMBER_LIMIT',
      numberTimes,
      rules.perNumberPerHour,
      now,
    );
    if (numberRefusal) throw numberRefusal;
  }

  /** POST /auth/v2/aadhaar/send-otp. State 1: this number is already verified (no OTP sent). */
  async function sendOtp(
    borrower: { userId: number; phone: string },
    input: string | undefined,
    locale: CopyLocale,
  ) {
    checkAvailable();
    const number = aadhaarNumber(input);
    const { userId } = borrower;
    if (await repo.hasKycRecord(db, userId)) throw new AppError('KYC_ALREADY_VERIFIED');
    const now = await clock.now();
    const verified = await repo.verifiedOtpRequest(db, {
      userId,
      aadhaarHash: hashOf(number),
      since: verifiedSince(now),
    });
    if (verified)
      return { state: 1, signzyAadhaarDto: { success: true, message: ALREADY_VERIFIED_MESSAGE[locale] } };

    const aadhaarHash = hashOf(number);
    const requestId = await db.transaction(async (tx) => {
      // Always the borrower's lock first, then the number's: two sends cannot wait on each other.
      await repo.lockKey(tx, `aadhaar-otp:${userId}`);
      await repo.lockKey(tx, `aadhaar-otp-number:${aadhaarHash}`);
      await checkSendLimits(tx, userId, aadhaarHash, now);
      return repo.insertOtpRequest(tx, {
        userId,
        aadhaarHash,
        aadhaarLast4: aadhaarLast4(number),
        createdAt: now,
        expiresAt: new Date(now.getTime() + rules.validMinutes * MINUTE_MS),
      });
    });
    // Asked after commit: a slow provider must not hold the lock.
    try {
      const { reference } = await aadhaar.sendOtp({
        aadhaar: number,
        borrowerPhone: borrower.phone,
        validMinutes: rules.validMinutes,
        now,
      });
      await repo.setProviderRef(db, requestId, reference);
    } catch (error) {
      // An OTP the borrower never received must neither block a resend nor count against the limit.
      await repo.deleteOtpRequest(db, requestId);
      throw Object.assign(new AppError('AADHAAR_OTP_SEND_FAILED'), { cause: error });
    }
    return { state: 0, signzyAadhaarDto: { success: true, message: OTP_SENT_MESSAGE[locale] } };
  }

  type Outcome = { state: 1 } | { refuse: AppError };

  /** The request an OTP for `number` can be checked against, or the reason there is none. */
  function checkable(request: repo.OtpRequestRow | undefined, hash: string, now: Date): Outcome | null {
    if (!request || request.aadhaar_hash !== hash || !request.provider_ref)
      return { refuse: new AppError('AADHAAR_OTP_NOT_REQUESTED') };
    if (request.verified_at)
      return request.verified_at > verifiedSince(now)
        ? { state: 1 }
        : { refuse: new AppError('AADHAAR_OTP_EXPIRED') };
    if (request.wrong_tries >= rules.maxWrongTries) return { refuse: new AppError('AADHAAR_OTP_LOCKED') };
    if (request.expires_at.getTime() <= now.getTime()) return { refuse: new AppError('AADHAAR_OTP_EXPIRED') };
    return null;
  }

  /** POST /auth/aadhaar/verify: checks the OTP; 5 wrong tries end the request. */
  async function verifyOtp(userId: number, input: string | undefined, otp: string) {
    checkAvailable();
    const number = aadhaarNumber(input);
    // Saving the KYC dropped the OTP requests: a repeated Verify (a second tap, a retry) is told the
    // truth, not to request an OTP that sending would then refuse.
    if (await repo.hasKycRecord(db, userId)) throw new AppError('KYC_ALREADY_VERIFIED');
    const hash = hashOf(number);
    const now = await clock.now();
    const request = await repo.latestOtpRequest(db, userId);
    const early = checkable(request, hash, now);
    if (early) {
      if ('refuse' in early) throw early.refuse;
      return early;
    }
    const { id, provider_ref: reference } = request as repo.OtpRequestRow;
    const check = await aadhaar.checkOtp(reference as string, otp);
    // Checked again under the row lock: concurrent guesses must not get past the wrong-try limit.
    // Wrong tries are committed even though the answer is a refusal, so the refusal is returned.
    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const locked = await repo.otpRequestForUpdate(tx, id);
      const again = checkable(locked, hash, now);
      if (again) return again;
      if (!check.verified) {
        const left = rules.maxWrongTries - (await repo.addOtpWrongTry(tx, id));
        if (left <= 0) return { refuse: new AppError('AADHAAR_OTP_LOCKED') };
        return {
          refuse: new AppError('AADHAAR_OTP_WRONG', { params: { triesLeft: triesLeft(left) } }),
        };
      }
      await repo.markOtpVerified(tx, id, now, check.holderName);
      return { state: 1 };
    });
    if ('refuse' in outcome) throw outcome.refuse;
    return outcome;
  }

  /** POST /auth/v1/kyc-info/aadhaar-verify: saves the OTP KYC once the OTP verified this number. */
  async function saveOtpKyc(userId: number, form: { idNo?: string; panNo?: string }) {
    const number = aadhaarNumber(form.idNo);
    if (blank(form.panNo)) throw new AppError('PAN_ID_MISSING');
    const pan = normalisePan(form.panNo as string);
    if (!isIndividualPan(pan)) throw new AppError('PAN_NUMBER_INVALID');
    if (await repo.hasKycRecord(db, userId)) throw new AppError('KYC_ALREADY_VERIFIED');
    const now = await clock.now();
    const verified = await repo.verifiedOtpRequest(db, {
      userId,
      aadhaarHash: hashOf(number),
      since: verifiedSince(now),
    });
    if (!verified?.provider_ref) throw new AppError('AADHAAR_NOT_VERIFIED');
    await db.transaction((tx) =>
      saveKycRecord(tx, {
        userId,
        // The sandbox provider returns no name; a real eKYC provider returns the holder's.
        realName: verified.holder_name ?? '',
        aadhaarLast4: verified.aadhaar_last4,
        aadhaarRef: verified.provider_ref as string,
        panNo: pan,
        method: 'otp',
        verifiedAt: now,
      }),
    );
    return {};
  }

  return { sendOtp, verifyOtp, saveOtpKyc };
}

export type AadhaarOtpService = ReturnType<typeof createAadhaarOtpService>;
