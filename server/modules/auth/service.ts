import type { Config } from '../../config.ts';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../contract/app-error.ts';
import { resendWaitData } from '../../contract/resend-wait.ts';
import type { Db, Queryable } from '../../db/db.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';
import * as repo from './repo.ts';
import { openSession } from './open-session.ts';
import { hashDeviceId, hashLoginCode, newLoginCode, newSalt, sameHash } from './secrets.ts';
import { dayBefore, DAY_MS, hourBefore, HOUR_MS, overHourlyLimit, overLimits } from './hourly-limit.ts';
import { describeWait, loginCodeText, triesLeft } from './wording.ts';

export interface AuthServiceDeps {
  db: Db;
  clock: Clock;
  sms: SmsProvider;
  config: Pick<Config, 'otp' | 'secret' | 'sessionTtlDays'>;
}

export interface RequestOrigin {
  /** The address, kept with a session. */
  ip: string;
  /** Where the per-address limits count the request (server/http/client-network.ts). */
  network: string;
  userAgent: string | undefined;
  /** The browser's own id (its web_uuid header), when it sent one that could be one. */
  deviceId?: string;
}

/** Sign-in by SMS code (DOMAIN.md "Identity and data"): sending codes, checking them, sessions. */
export function createAuthService({ db, clock, sms, config }: AuthServiceDeps) {
  const otp = config.otp;
  const phoneBounds = [
    { max: otp.perPhonePerHour, windowMs: HOUR_MS },
    { max: otp.perPhonePerDay, windowMs: DAY_MS },
  ];

  /** Refuses a send that breaks a limit; the limits are counted in the database so processes agree. */
  async function checkSendLimits(tx: Queryable, phone: string, ip: string, now: Date) {
    const latest = await repo.latestCode(tx, phone);
    if (latest) {
      const resendAt = latest.created_at.getTime() + otp.resendAfterSeconds * 1000;
      if (resendAt > now.getTime()) {
        throw new AppError('OTP_RESEND_TOO_SOON', {
          params: { wait: describeWait(resendAt - now.getTime()) },
          data: resendWaitData(resendAt - now.getTime()),
        });
      }
    }
    // An hour's bound and a day's: every code allows a few guesses, and without the day's one
    // number could be sent 120 codes (and be guessed at 600 times) a day, from any addresses.
    const hourAgo = hourBefore(now);
    const phoneTimes = await repo.codeTimesForPhone(tx, phone, dayBefore(now));
    const phoneRefusal = overLimits('OTP_PHONE_LIMIT', phoneTimes, phoneBounds, now);
    if (phoneRefusal) throw phoneRefusal;
    const ipTimes = await repo.codeTimesForIp(tx, ip, hourAgo);
    const ipRefusal = overHourlyLimit('OTP_IP_LIMIT', ipTimes, otp.perIpPerHour, now);
    if (ipRefusal) throw ipRefusal;
  }

  async function sendCode(phone: string, origin: RequestOrigin) {
    const now = await clock.now();
    const code = newLoginCode();
    const salt = newSalt();
    const codeId = await db.transaction(async (tx) => {
      // Phone first, then address, always in this order, so two sends cannot deadlock.
      await repo.lockKey(tx, `otp-phone:${phone}`);
      await repo.lockKey(tx, `otp-ip:${origin.network}`);
      await checkSendLimits(tx, phone, origin.network, now);
      return repo.insertCode(tx, {
        phone,
        codeHash: hashLoginCode(config.secret, salt, phone, code),
        salt,
        ip: origin.network,
        createdAt: now,
        expiresAt: new Date(now.getTime() + otp.codeTtlSeconds * 1000),
      });
    });
    // Sent after commit: a slow provider must not hold the locks.
    try {
      await sms.send({ phone, text: loginCodeText(code, Math.round(otp.codeTtlSeconds / 60)), code }, now);
    } catch (error) {
      // A code the borrower never received must neither block a resend nor count against the limits.
      await repo.deleteCode(db, codeId);
      throw Object.assign(new AppError('OTP_SEND_FAILED'), { cause: error });
    }
    return { resendAfter: otp.resendAfterSeconds, expiresIn: otp.codeTtlSeconds };
  }

  type LoginOutcome = { token: string; isRegister: 0 | 1 } | { refuse: AppError };

  /**
   * The address's refusal once it entered too many wrong codes in the last hour, over every phone:
   * each code allows a few wrong tries, but one address can have codes sent to many phones.
   */
  async function addressLimit(tx: Queryable, ip: string, now: Date): Promise<AppError | undefined> {
    const failures = await repo.loginFailureTimes(tx, ip, hourBefore(now));
    return overHourlyLimit('LOGIN_IP_LIMIT', failures, otp.wrongPerIpPerHour, now);
  }

  const deviceHashOf = (origin: RequestOrigin) =>
    origin.deviceId === undefined ? null : hashDeviceId(config.secret, origin.deviceId);

  /**
   * A used code given again (decision 0101): a Sign In whose answer was lost on a slow network is
   * tapped again with the same code. The browser that used it, and only that one, is signed in
   * again, with the first answer's isRegister, until the code expires; anyone else who saw the code
   * is refused as before. The session the lost answer carried is left to expire unused.
   */
  async function signInAgain(
    tx: Queryable,
    used: repo.LoginCodeRow,
    attempt: { phone: string; code: string; origin: RequestOrigin; now: Date },
  ): Promise<LoginOutcome> {
    const { phone, code, origin, now } = attempt;
    const device = deviceHashOf(origin);
    const sameBrowser =
      device !== null && used.used_by_device_hash !== null && sameHash(device, used.used_by_device_hash);
    const stillGood = used.expires_at.getTime() > now.getTime();
    if (
      !sameBrowser ||
      !stillGood ||
      !sameHash(hashLoginCode(config.secret, used.salt, phone, code), used.code_hash)
    )
      return { refuse: new AppError('CODE_USED') };
    const { token } = await openSession(tx, { phone, now, ttlDays: config.sessionTtlDays, ...origin });
    return { token, isRegister: used.used_is_register === 1 ? 1 : 0 };
  }

  async function login(phone: string, code: string, origin: RequestOrigin) {
    const now = await clock.now();
    // Wrong tries must be committed even though the answer is a refusal, so the transaction
    // returns the refusal instead of throwing it.
    const outcome = await db.transaction(async (tx): Promise<LoginOutcome> => {
      // Serialises one address's logins, so guesses sent at once cannot pass the limit together.
      await repo.lockKey(tx, `login-ip:${origin.network}`);
      const limited = await addressLimit(tx, origin.network, now);
      // Checked before the code, so a limited address learns nothing, not even from the right code.
      if (limited) return { refuse: limited };
      const latest = await repo.latestCode(tx, phone, true);
      if (!latest) return { refuse: new AppError('CODE_NOT_REQUESTED') };
      if (latest.used_at) return signInAgain(tx, latest, { phone, code, origin, now });
      if (latest.wrong_tries >= otp.maxWrongTries) return { refuse: new AppError('CODE_LOCKED') };
      if (latest.expires_at.getTime() <= now.getTime()) return { refuse: new AppError('CODE_EXPIRED') };
      if (!sameHash(hashLoginCode(config.secret, latest.salt, phone, code), latest.code_hash)) {
        const tries = await repo.addWrongTry(tx, latest.id);
        await repo.insertLoginFailure(tx, origin.network, now);
        const left = otp.maxWrongTries - tries;
        if (left <= 0) return { refuse: new AppError('CODE_LOCKED') };
        return {
          refuse: new AppError('CODE_WRONG', { params: { triesLeft: triesLeft(left) } }),
        };
      }
      const session = await openSession(tx, { phone, now, ttlDays: config.sessionTtlDays, ...origin });
      await repo.markCodeUsed(tx, latest.id, {
        now,
        deviceHash: deviceHashOf(origin),
        isRegister: session.isRegister,
      });
      return session;
    });
    if ('refuse' in outcome) throw outcome.refuse;
    return outcome;
  }

  /**
   * Quit: the session ends, and so does the grace of the code it came from (decision 0101,
   * amended): a deliberate sign-out is no lost answer, and the browser may now be someone else's.
   */
  async function logout(sessionId: number) {
    const now = await clock.now();
    await db.transaction(async (tx) => {
      await repo.revokeSession(tx, sessionId, now);
      await repo.endUsedCodesGrace(tx, sessionId, now);
    });
    return {};
  }

  return { sendCode, login, logout };
}

export type AuthService = ReturnType<typeof createAuthService>;
