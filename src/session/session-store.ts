/**
 * The borrower's session: the token (localStorage and a `token` cookie, as the spec's client keeps it),
 * the signed-in phone and whether the session came from the iOS app login. Listeners hear every change
 * so the screens that show `session.*` redraw.
 */
import type { Session } from '../../renderer/services-api.ts';
import { browserStorage } from '../platform/browser-storage.ts';
import { clearTabDrafts } from '../platform/tab-drafts.ts';
import { deleteCookie, readCookie, writeCookie } from './cookies.ts';

const TOKEN = 'token';
const PHONE = 'phone';
const IS_APP = 'isApp';
/** The cookie outlives a browser restart like the localStorage copy does; the server decides expiry. */
const COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * What this visit wrote that storage refused to keep (null: removed). A browser that keeps nothing
 * (site data blocked, storage full, an old private mode) still has a session until the page is
 * closed, instead of a Sign In that does nothing. Empty while storage works, so storage stays the
 * truth then (a sign out in another tab still counts here).
 */
const unstored = new Map<string, string | null>();

function read(key: string): string | undefined {
  if (unstored.has(key)) return unstored.get(key) ?? undefined;
  try {
    return browserStorage()?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: string | null): void {
  const store = browserStorage();
  if (store) {
    try {
      if (value === null) store.removeItem(key);
      else store.setItem(key, value);
      unstored.delete(key);
      return;
    } catch {
      // Full, or refused: kept for the visit below.
    }
  }
  unstored.set(key, value);
}

export function readToken(): string | undefined {
  return readCookie(TOKEN) || read(TOKEN) || undefined;
}

export function readSession(): Session {
  return {
    phone: read(PHONE),
    isApp: read(IS_APP) === '1',
    signedIn: Boolean(readToken()),
  };
}

export function signIn(value: { token: string; phone?: string; isApp?: boolean }): void {
  if (!value.token) return;
  write(TOKEN, value.token);
  writeCookie(TOKEN, value.token, COOKIE_MAX_AGE);
  if (value.phone) write(PHONE, value.phone);
  if (value.isApp !== undefined) write(IS_APP, value.isApp ? '1' : '0');
  notify();
}

/** Forgets the token and phone, and the forms' drafts of this tab (Quit, or the server answered -4). */
export function signOut(): void {
  clearTabDrafts();
  write(TOKEN, null);
  write(PHONE, null);
  write(IS_APP, null);
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
