import { afterEach, describe, expect, it } from 'vitest';
import { rendererWords } from './messages.ts';

afterEach(() => {
  document.documentElement.lang = '';
});

describe("the renderer's own words", () => {
  it('are in Hindi on a page the app set to Hindi', () => {
    document.documentElement.lang = 'hi';
    expect(rendererWords().noAnswer).toBe('नेटवर्क में गड़बड़ी है, कृपया फिर से कोशिश करें');
    expect(rendererWords().loadAgain).toBe('फिर से कोशिश करें');
    expect(rendererWords().loading).toBe('लोड हो रहा है');
  });

  it('are in English on any other page', () => {
    for (const lang of ['en', '', 'fr', 'bn-IN']) {
      document.documentElement.lang = lang;
      expect(rendererWords().noAnswer).toBe('Network error, please try again');
    }
  });

  it('follow the page when its language changes after start', () => {
    document.documentElement.lang = 'en';
    expect(rendererWords().clientFailure).toBe('Something went wrong. Please try again.');
    document.documentElement.lang = 'hi';
    expect(rendererWords().clientFailure).toBe('कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।');
  });
});
