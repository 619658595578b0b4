import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/db.ts';
import * as repo from './repo.ts';
import { hashSessionToken, looksLikeToken } from './secrets.ts';

export interface AuthSession {
  sessionId: number;
  userId: number;
  phone: string;
  /** Opened by an app login (the iOS app's webview), not by an SMS code. */
  isApp: boolean;
}

// Recording every request's time would write on every call; a few minutes' precision is enough.
const TOUCH_AFTER_MS = 5 * 60_000;

/** Finds the live session of a `token` header value; null when missing, unknown, expired or revoked. */
export function createSessionResolver(db: Db, clock: Clock) {
  return async function resolveSession(token: string | undefined): Promise<AuthSession | null> {
    if (!token || !looksLikeToken(token)) return null;
    const now = await clock.now();
    const row = await repo.findLiveSession(db, hashSessionToken(token), now);
    if (!row) return null;
    if (now.getTime() - row.last_used_at.getTime() > TOUCH_AFTER_MS)
      await repo.touchSession(db, row.session_id, now);
    return { sessionId: row.session_id, userId: row.user_id, phone: row.phone, isApp: row.is_app };
  };
}

export type SessionResolver = ReturnType<typeof createSessionResolver>;
