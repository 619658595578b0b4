import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date.ts';

// A day (`2026-11-24`) and a UTC time as toISOString() writes it are read by a fast path; everything
// else by the general one (trim, Date.parse). A leading space sends the same text down the general
// path, so each check below holds the two paths to the same answer, out-of-range values included.

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const stamp = fc
  .record({
    year: fc.integer({ min: 900, max: 9999 }),
    month: fc.integer({ min: 0, max: 13 }),
    day: fc.integer({ min: 0, max: 32 }),
    hours: fc.integer({ min: 0, max: 25 }),
    minutes: fc.integer({ min: 0, max: 61 }),
    seconds: fc.integer({ min: 0, max: 61 }),
    millis: fc.option(fc.integer({ min: 0, max: 999 })),
  })
  .map(
    ({ year, month, day, hours, minutes, seconds, millis }) =>
      `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T${pad(hours, 2)}:${pad(minutes, 2)}:${pad(seconds, 2)}` +
      `${millis === null ? '' : `.${pad(millis, 3)}`}Z`,
  );
const day = stamp.map((text) => text.slice(0, 10));

describe('dates in the common forms', () => {
  it('read the same as through Date.parse, in and out of range', () => {
    fc.assert(
      fc.property(stamp, (text) => {
        expect(formatDateTime(text)).toBe(formatDateTime(` ${text}`));
        expect(formatDate(text)).toBe(formatDate(` ${text}`));
      }),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(day, (text) => {
        expect(formatDate(text)).toBe(formatDate(` ${text}`));
      }),
      { numRuns: 2000 },
    );
  });

  it('at the edges of a day in IST', () => {
    expect(formatDateTime('2026-08-25T05:42:00.000Z')).toBe('25 Aug 2026 11:12');
    expect(formatDateTime('2026-11-20T18:29:59Z')).toBe('20 Nov 2026 23:59');
    expect(formatDateTime('2026-11-20T18:30:00.000Z')).toBe('21 Nov 2026 00:00');
    expect(formatDate('2026-12-31T18:30:00Z')).toBe('1 Jan 2027');
    expect(formatDate('2026-11-24')).toBe('24 Nov 2026');
  });

  it('are empty when they are not dates', () => {
    expect(formatDate('2026-11-24T25:00:00Z')).toBe('');
    expect(formatDate('2026-13-01')).toBe('');
    expect(formatDate('2026-11-2xT05:42:00Z')).toBe('');
    expect(formatDateTime('abcd-ef-ghTij:kl:mnZ')).toBe('');
  });
});

describe('the month', () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it('is named in Hindi on a Hindi page, whole, every month of the year', () => {
    document.documentElement.lang = 'hi';
    expect(formatDate('2026-11-24')).toBe('24 नवंबर 2026');
    expect(formatDateTime('2026-11-20T18:30:00.000Z')).toBe('21 नवंबर 2026 00:00');
    expect(formatDate('2026-12-31T18:30:00Z')).toBe('1 जनवरी 2027');
    // The device's own Hindi (Node's ICU here) names each month the same way.
    const months = new Intl.DateTimeFormat('hi-IN', { month: 'long', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++) {
      const text = `2026-${String(month).padStart(2, '0')}-15`;
      expect(formatDate(text)).toBe(`15 ${months.format(Date.parse(text))} 2026`);
    }
  });

  it('is English on a page in any other language, or none', () => {
    for (const lang of ['', 'en', 'en-IN', 'ta']) {
      document.documentElement.lang = lang;
      expect(formatDate('2026-11-24')).toBe('24 Nov 2026');
    }
  });
});
