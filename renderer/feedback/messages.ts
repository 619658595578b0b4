/**
 * Words the renderer itself shows the borrower (everything else comes from screens or the server),
 * in the page's language: `<html lang>`, which the app sets to the borrower's choice at start
 * (decision 0016); English for any other. Read when shown, so nothing needs to hand a language
 * down to the places that fail (decision 0043).
 */
import { pageLocale } from '../page-locale.ts';

export interface RendererWords {
  /** When the API client broke its promise never to throw: the request's fate is unknown. */
  clientFailure: string;
  /** When the server or the app's own code could not be reached: trying again may work. */
  noAnswer: string;
  /** The button of a screen whose data got no answer: loads it again (`LoadAgain.tsx`). */
  loadAgain: string;
  /** The global loader's name, read aloud while it shows (`GlobalLoader.tsx`). */
  loading: string;
  /** The name of a dialog that has no title (`Modal.tsx`). */
  dialog: string;
  /** Said in place of a number's masked digits, before the ones shown (`widgets/spoken-mask.tsx`). */
  maskedEnding: string;
}

const ENGLISH: RendererWords = {
  clientFailure: 'Something went wrong. Please try again.',
  noAnswer: 'Network error, please try again',
  loadAgain: 'Try again',
  loading: 'Loading',
  dialog: 'Dialog',
  maskedEnding: 'ending in',
};

const HINDI: RendererWords = {
  clientFailure: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  noAnswer: 'नेटवर्क में गड़बड़ी है, कृपया फिर से कोशिश करें',
  loadAgain: 'फिर से कोशिश करें',
  loading: 'लोड हो रहा है',
  dialog: 'डायलॉग',
  maskedEnding: 'आख़िरी अंक',
};

export function rendererWords(): RendererWords {
  return pageLocale() === 'hi' ? HINDI : ENGLISH;
}
