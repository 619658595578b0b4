import type { Queryable } from '../../db/db.ts';
import * as repo from './repo.ts';
import { hashSessionToken, newSessionToken } from './secrets.ts';

const DAY_MS = 24 * 60 * 60_000;

/** The app that vouched for the borrower, for a session opened by an app login. */
export interface AppOrigin {
  caller: 'app' | 'tripartite';
  /** What the app said about the device (its fields and headers), kept for support and fraud checks. */
  device: Record<string, string>;
}

export interface SessionRequest {
  phone: string;
  now: Date;
  ttlDays: number;
  ip: string;
  userAgent: string | undefined;
  /** Set for an app login: the session is then an app session (is_app). */
  app?: AppOrigin;
}

/**
 * Signs a borrower in, whichever way they proved who they are (SMS code, app login): creates the
 * borrower on first sign-in and opens a session; the token is returned once and kept only hashed.
 */
export async function openSession(
  tx: Queryable,
  request: SessionRequest,
): Promise<{ token: string; isRegister: 0 | 1 }> {
  const user = await repo.findOrCreateUser(tx, request.phone, request.now);
  const token = newSessionToken();
  await repo.insertSession(tx, {
    userId: user.id,
    tokenHash: hashSessionToken(token),
    now: request.now,
    expiresAt: new Date(request.now.getTime() + request.ttlDays * DAY_MS),
    ip: request.ip,
    userAgent: request.userAgent,
    app: request.app,
  });
  return { token, isRegister: user.created ? 1 : 0 };
}
