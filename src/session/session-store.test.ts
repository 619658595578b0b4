import { afterEach, describe, expect, it, vi } from 'vitest';
import { tabDrafts } from '../platform/tab-drafts.ts';
import { readSession, readToken, signIn, signOut } from './session-store.ts';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'token=; Path=/; Max-Age=0';
});

describe('session', () => {
  it('keeps the token in storage and in the token cookie after sign in', () => {
    signIn({ token: 'abc123', phone: '919876543210' });
    expect(localStorage.getItem('token')).toBe('abc123');
    expect(document.cookie).toContain('token=abc123');
    expect(readSession()).toEqual({ phone: '919876543210', isApp: false, signedIn: true });
  });

  it('marks an app login', () => {
    signIn({ token: 't', isApp: true });
    expect(readSession().isApp).toBe(true);
  });

  it('reads a token that only the cookie carries (set by the app login page)', () => {
    document.cookie = 'token=from-cookie; Path=/';
    expect(readToken()).toBe('from-cookie');
    expect(readSession().signedIn).toBe(true);
  });

  it('forgets the token, the cookie and the phone on sign out', () => {
    signIn({ token: 'abc123', phone: '919876543210' });
    signOut();
    expect(readToken()).toBeUndefined();
    expect(document.cookie).not.toContain('token=abc123');
    expect(readSession()).toEqual({ phone: undefined, isApp: false, signedIn: false });
  });

  it("drops the tab's form drafts on sign out: what one borrower typed is not shown to the next", () => {
    signIn({ token: 'abc123' });
    tabDrafts.write('bank.add#card', { account: '123456789012' });
    sessionStorage.setItem('other', 'kept');
    signOut();
    expect(tabDrafts.read('bank.add#card')).toBeUndefined();
    expect(sessionStorage.getItem('other')).toBe('kept');
  });
});

/** Cookies refused as well: writes are dropped, as a browser blocking site data does. */
function refuseCookies() {
  vi.spyOn(document, 'cookie', 'set').mockImplementation(() => undefined);
}

describe('session where the browser keeps nothing', () => {
  it('signs in for this visit when storage is full and cookies are refused', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    refuseCookies();
    expect(() => signIn({ token: 'abc123', phone: '919876543210' })).not.toThrow();
    expect(readToken()).toBe('abc123');
    expect(readSession()).toEqual({ phone: '919876543210', isApp: false, signedIn: true });
    signOut();
    expect(readToken()).toBeUndefined();
    expect(readSession()).toEqual({ phone: undefined, isApp: false, signedIn: false });
  });

  it('signs in for this visit when reading localStorage itself throws (site data blocked)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    refuseCookies();
    signIn({ token: 'xyz789', phone: '919876500000', isApp: true });
    expect(readSession()).toEqual({ phone: '919876500000', isApp: true, signedIn: true });
    signOut();
    expect(readSession().signedIn).toBe(false);
  });

  it('reads storage again once it keeps what is written: a sign out in another tab counts', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    refuseCookies();
    signIn({ token: 'first', phone: '919876543210' });
    expect(readToken()).toBe('first');
    setItem.mockRestore();
    signIn({ token: 'second', phone: '919876543210' });
    expect(localStorage.getItem('token')).toBe('second');
    localStorage.removeItem('token'); // another tab signed out
    expect(readToken()).toBeUndefined();
  });
});
