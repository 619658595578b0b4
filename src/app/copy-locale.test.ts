import { beforeEach, describe, expect, it } from 'vitest';
import { chooseLocale } from './copy-locale.ts';

describe('the language screens are asked in', () => {
  beforeEach(() => localStorage.clear());

  it('follows ?lang= on any page and remembers it on the device', () => {
    expect(chooseLocale('?lang=hi', localStorage, ['en-US'])).toBe('hi');
    expect(chooseLocale('', localStorage, ['en-US'])).toBe('hi');
    expect(chooseLocale('?redirect=%2F&lang=en', localStorage, ['hi-IN'])).toBe('en');
    expect(chooseLocale('', localStorage, ['hi-IN'])).toBe('en');
  });

  it("takes the browser's first Hindi or English language when nothing was chosen", () => {
    expect(chooseLocale('', localStorage, ['ta-IN', 'hi-IN', 'en-GB'])).toBe('hi');
    expect(chooseLocale('', localStorage, ['en-IN', 'hi'])).toBe('en');
    expect(chooseLocale('', localStorage, ['ta', 'fr'])).toBe('en');
    expect(chooseLocale('', localStorage, [])).toBe('en');
  });

  it('ignores a language it has no texts for', () => {
    expect(chooseLocale('?lang=ta', localStorage, ['hi'])).toBe('hi');
    expect(localStorage.getItem('lang')).toBeNull();
  });

  it('still follows ?lang= when the device refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(chooseLocale('?lang=hi', refusing, ['en'])).toBe('hi');
    expect(chooseLocale('', refusing, ['en'])).toBe('en');
  });
});
