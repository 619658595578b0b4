import { afterEach, describe, expect, it } from 'vitest';
import { appWords } from './app-words.ts';

afterEach(() => {
  document.documentElement.lang = '';
});

describe("the app shell's own words", () => {
  it('say a missing page in Hindi on a Hindi page, in English on any other', () => {
    document.documentElement.lang = 'hi';
    expect(appWords().pageNotFound).toBe('पेज नहीं मिला');
    expect(appWords().goHome).toBe('होम पर जाएँ');
    document.documentElement.lang = 'en-IN';
    expect(appWords().pageNotFound).toBe('Page not found');
  });
});
