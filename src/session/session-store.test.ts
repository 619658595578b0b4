import { afterEach, describe, expect, it } from 'vitest';
import { readSession, readToken, signIn, signOut } from './session-store.ts';

afterEach(() => {
  localStorage.clear();
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
});
