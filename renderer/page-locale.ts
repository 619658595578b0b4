/**
 * The page's language as the renderer speaks it: `<html lang>`, which the app sets to the
 * borrower's choice at start (decision 0016); Hindi, or English for any other. Read when needed, so
 * nothing has to hand a language down to the places that word or format something.
 */
export function pageLocale(): 'en' | 'hi' {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang.toLowerCase().startsWith('hi') ? 'hi' : 'en';
}
