import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { apiPost } from './api.ts';

/** The development default secrets (server/README.md), which test and development servers use. */
export const DEV_APP_LOGIN_SECRET = 'development-only-app-login-secret-not-for-production';
export const DEV_TRIPARTITE_LOGIN_SECRET = 'development-only-tripartite-login-secret-not-for-production';

export type AppLoginBody = Record<string, string | number>;

/**
 * Signs an app login the way the iOS app does (decision 0013), written here from the recipe
 * rather than imported from the server, so the tests prove the documented recipe: every field but
 * `sign`, sorted by name, `name=value` joined by `&`, hex HMAC-SHA256 with the app's secret.
 */
export function signAppLogin(secret: string, fields: AppLoginBody): AppLoginBody {
  const text = Object.keys(fields)
    .filter((name) => name !== 'sign')
    .sort()
    .map((name) => `${name}=${String(fields[name])}`)
    .join('&');
  return { ...fields, sign: createHmac('sha256', secret).update(text).digest('hex') };
}

/** The server's clock in Unix seconds (the development clock may have been moved forward). */
export async function serverSeconds(app: FastifyInstance): Promise<number> {
  const { body } = await apiPost<{ now: string }>(app, '/dev/clock', { advanceMinutes: 0 });
  return Math.floor(Date.parse(body.data.now) / 1000);
}

/** An app login's fields for a phone, signed at `timestamp`, before signing. */
export function appLoginFields(phone: string, timestamp: number): AppLoginBody {
  return {
    phone,
    timestamp,
    deviceId: 'C0FFEE00-1111-2222-3333-444455556666',
    version: '2.4.0',
    idfv: '6D1F3E1A-7B2C-4C8D-9E0F-112233445566',
    idfa: '',
    systemVersion: '17.5',
    model: 'iPhone14,2',
  };
}

/** Per server (each has its own clock, which tests may move): the last second each phone signed at. */
const lastSignedAt = new WeakMap<FastifyInstance, Map<string, number>>();

/**
 * The server's second to sign a phone's login at, later than the last one signed for it: the same
 * device signing twice in one second sends the same body, which the server rightly refuses as a
 * replay (a real app never logs in twice in a second; a fast test run did, now and then).
 */
async function nextSecondFor(phone: string, app: FastifyInstance): Promise<number> {
  const signed = lastSignedAt.get(app) ?? new Map<string, number>();
  lastSignedAt.set(app, signed);
  let seconds = await serverSeconds(app);
  while (seconds <= (signed.get(phone) ?? Number.NEGATIVE_INFINITY)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    seconds = await serverSeconds(app);
  }
  signed.set(phone, seconds);
  return seconds;
}

/** Signs the borrower in through the lender app's login; returns the token. */
export async function appSignIn(app: FastifyInstance, phone: string): Promise<string> {
  const body = signAppLogin(DEV_APP_LOGIN_SECRET, appLoginFields(phone, await nextSecondFor(phone, app)));
  const { body: answer } = await apiPost<{ token: string }>(app, '/user/v1/user-login', body);
  if (answer.code !== 0) throw new Error(`App login failed: ${answer.msg}`);
  return answer.data.token;
}
