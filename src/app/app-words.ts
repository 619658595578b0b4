/**
 * Words the app shell itself shows, outside any screen: a path no screen declares, a screen that
 * could not be drawn at all. In the page's language, as the renderer's own words (decision 0043).
 */
import { pageLocale } from '../../renderer/page-locale.ts';

const WORDS = {
  en: {
    screenFailed: 'Something went wrong',
    checkConnection: 'Please check your connection and try again.',
    pageNotFound: 'Page not found',
    pageMoved: 'This page does not exist or has moved.',
    goHome: 'Go to Home',
  },
  hi: {
    screenFailed: 'कुछ गड़बड़ हो गई',
    checkConnection: 'कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
    pageNotFound: 'पेज नहीं मिला',
    pageMoved: 'यह पेज मौजूद नहीं है या कहीं और चला गया है।',
    goHome: 'होम पर जाएँ',
  },
} as const;

export function appWords(): (typeof WORDS)['en' | 'hi'] {
  return WORDS[pageLocale()];
}
