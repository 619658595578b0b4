import type { AppLoginConfig, Config } from '../../config.ts';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../contract/app-error.ts';
import type { Db } from '../../db/db.ts';
import { appLoginSign } from './app-login-sign.ts';
import { openSession, type AppOrigin } from './open-session.ts';
import * as repo from './repo.ts';
import { sameHash } from './secrets.ts';
import type { RequestOrigin } from './service.ts';

/** Who signs: the lender's own app (/user/v1/user-login) or a partner's (/tripartite/v1/user-login). */
export type AppCaller = AppOrigin['caller'];

/** The body of an app login, as the contract validated it. */
export interface AppLoginRequest {
  phone: string;
  timestamp: number;
  sign: string;
  deviceId: string;
  version: string;
  idfv: string;
  idfa: string;
  systemVersion: string;
  model: string;
}

/** The app-login headers of spec §7 that are not in the body; recorded, not signed. */
export interface AppLoginHeaders {
  sdkVersion: string | undefined;
  brand: string | undefined;
}

export interface AppLoginDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'sessionTtlDays'> & { appLogin: AppLoginConfig };
}

function secretOf(config: AppLoginConfig, caller: AppCaller): string {
  return caller === 'app' ? config.appSecret : config.tripartiteSecret;
}

/** What the app said about the device: the body's device fields and the two headers when sent. */
function deviceOf(body: AppLoginRequest, headers: AppLoginHeaders): Record<string, string> {
  const device: Record<string, string> = {
    deviceId: body.deviceId,
    version: body.version,
    idfv: body.idfv,
    idfa: body.idfa,
    systemVersion: body.systemVersion,
    model: body.model,
  };
  if (headers.sdkVersion) device.sdkVersion = headers.sdkVersion.slice(0, 64);
  if (headers.brand) device.brand = headers.brand.slice(0, 64);
  return device;
}

/**
 * App login (decision 0013): an app that has signed the borrower in vouches for them with a
 * request signed by its secret. The signature must be right, its time within the allowed skew of
 * the server's clock, and unused; then the borrower (created on first sign-in, like the SMS login)
 * gets a session marked as an app session. Any refusal opens no session.
 */
export function createAppLoginService({ db, clock, config }: AppLoginDeps) {
  async function login(
    caller: AppCaller,
    body: AppLoginRequest,
    origin: RequestOrigin,
    headers: AppLoginHeaders,
  ): Promise<{ token: string; isRegister: 0 | 1 }> {
    const expected = appLoginSign(secretOf(config.appLogin, caller), { ...body });
    if (!sameHash(expected, body.sign)) throw new AppError('APP_LOGIN_SIGN_INVALID');
    const now = await clock.now();
    const skewMs = config.appLogin.maxSkewSeconds * 1000;
    const signedAt = body.timestamp * 1000;
    if (Math.abs(now.getTime() - signedAt) > skewMs) throw new AppError('APP_LOGIN_EXPIRED');
    return db.transaction(async (tx) => {
      const fresh = await repo.useAppLoginSignature(tx, {
        caller,
        sign: body.sign,
        // Past this moment the same request is refused as stale, so it need not be remembered.
        expiresAt: new Date(signedAt + skewMs),
      });
      if (!fresh) throw new AppError('APP_LOGIN_REPLAYED');
      return openSession(tx, {
        phone: body.phone,
        now,
        ttlDays: config.sessionTtlDays,
        ...origin,
        app: { caller, device: deviceOf(body, headers) },
      });
    });
  }

  return { login };
}
