/**
 * The borrower's session: the token (localStorage and a `token` cookie, as the spec's client keeps it),
 * the signed-in phone and whether the session came from the iOS app login. Listeners hear every change
 * so the screens that show `session.*` redraw.
 */
import type { Session } from '../../renderer/services-api.ts';
import { deleteCookie, readCookie, writeCookie } from './cookies.ts';

const TOKEN = 'token';
const PHONE = 'phone';
const IS_APP = 'isApp';
/** The cookie outlives a browser restart like the localStorage copy does; the server decides expiry. */
const COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Private modes may refuse storage: the cookie alone still carries the token.
    return undefined;
  }
}

export function readToken(): string | undefined {
  return readCookie(TOKEN) || storage()?.getItem(TOKEN) || undefined;
}

export function readSession(): Session {
  const store = storage();
  return {
    phone: store?.getItem(PHONE) ?? undefined,
    isApp: store?.getItem(IS_APP) === '1',
    signedIn: Boolean(readToken()),
  };
}

export function signIn(value: { token: string; phone?: string; isApp?: boolean }): void {
  if (!value.token) return;
  const store = storage();
  store?.setItem(TOKEN, value.token);
  writeCookie(TOKEN, value.token, COOKIE_MAX_AGE);
  if (value.phone) store?.setItem(PHONE, value.phone);
  if (value.isApp !== undefined) store?.setItem(IS_APP, value.isApp ? '1' : '0');
  notify();
}

/** Forgets the token and phone (Quit, or the server answered -4). */
export function signOut(): void {
  const store = storage();
  store?.removeItem(TOKEN);
  store?.removeItem(PHONE);
  store?.removeItem(IS_APP);
  deleteCookie(TOKEN);
  notify();
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  for (const listener of listeners) listener();
}
