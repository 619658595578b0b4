import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from '../session/cookies.ts';
import { createAttribution, firstPartyAttribution, headerSafe, noAttribution } from './attribution.ts';

function cookieJar(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  const writes: Array<[string, string, number]> = [];
  return {
    jar,
    writes,
    readCookie: (name: string) => jar.get(name),
    writeCookie: (name: string, value: string, maxAge: number) => {
      writes.push([name, value, maxAge]);
      jar.set(name, value);
    },
  };
}

afterEach(() => {
  for (const name of ['_fbp', '_fbc', 'fbUserId']) document.cookie = `${name}=; Path=/; Max-Age=0`;
});

describe('attribution', () => {
  it('sends the ids the site pixel left in first-party cookies', () => {
    const cookies = cookieJar({ _fbp: 'fb.1.1700000000000.123', _fbc: 'fb.1.1700000000000.abc' });
    const ids = firstPartyAttribution({ search: '', now: () => 0, ...cookies }).ids();
    expect(ids).toEqual({ fbp: 'fb.1.1700000000000.123', fbc: 'fb.1.1700000000000.abc', fbUserId: '' });
    expect(cookies.writes).toEqual([]);
  });

  it('turns the fbclid of an ad click into fbc and keeps it for the next pages (90 days)', () => {
    const cookies = cookieJar();
    const attribution = firstPartyAttribution({
      search: '?utm_source=fb&fbclid=IwAR2xyz_-9',
      now: () => 1_763_700_000_123,
      ...cookies,
    });
    expect(attribution.ids().fbc).toBe('fb.1.1763700000123.IwAR2xyz_-9');
    expect(cookies.writes).toEqual([['_fbc', 'fb.1.1763700000123.IwAR2xyz_-9', 90 * 24 * 3600]]);
    // A later page of the visit no longer has fbclid in its URL: the cookie carries it.
    const later = firstPartyAttribution({ search: '', now: () => 1_763_700_999_000, ...cookies });
    expect(later.ids().fbc).toBe('fb.1.1763700000123.IwAR2xyz_-9');
  });

  it('keeps the time of a click it already knows, and replaces the cookie on a new click', () => {
    const cookies = cookieJar({ _fbc: 'fb.1.1700000000000.first' });
    firstPartyAttribution({ search: '?fbclid=first', now: () => 1_800_000_000_000, ...cookies });
    expect(cookies.writes).toEqual([]);
    const next = firstPartyAttribution({
      search: '?fbclid=second',
      now: () => 1_800_000_000_000,
      ...cookies,
    });
    expect(next.ids().fbc).toBe('fb.1.1800000000000.second');
  });

  it('never sends a value a header cannot carry', () => {
    expect(headerSafe('fb.1.1.ok')).toBe('fb.1.1.ok');
    expect(headerSafe('naïve')).toBe('');
    expect(headerSafe('a b')).toBe('');
    expect(headerSafe('x'.repeat(513))).toBe('');
    const cookies = cookieJar({ _fbp: 'fb.1.1.\u0000' });
    expect(firstPartyAttribution({ search: '?fbclid=%E2%82%B9', now: () => 1, ...cookies }).ids()).toEqual({
      fbp: '',
      fbc: '',
      fbUserId: '',
    });
  });

  it('sends empty values outside the production build, even with cookies and a click id', () => {
    document.cookie = '_fbp=fb.1.1700000000000.123; Path=/';
    window.history.replaceState(null, '', '/?fbclid=abc');
    expect(createAttribution(false).ids()).toEqual(noAttribution.ids());
    expect(createAttribution(false).ids()).toEqual({ fbp: '', fbc: '', fbUserId: '' });
    expect(readCookie('_fbc')).toBeUndefined();
    const production = createAttribution(true).ids();
    expect(production.fbp).toBe('fb.1.1700000000000.123');
    expect(production.fbc).toMatch(/^fb\.1\.\d+\.abc$/);
    window.history.replaceState(null, '', '/');
  });
});
