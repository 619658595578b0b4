/**
 * The language screens are asked in (decision 0016): `?lang=hi` or `?lang=en` on any page chooses it
 * and it is remembered on the device; otherwise the browser's languages decide (the first Hindi or
 * English one); else English. Only served screens follow it: the bundled offline copies are English.
 * Kept small: it is part of every borrower's first download.
 */
export type CopyLocale = 'en' | 'hi';

const known = (value: unknown): value is CopyLocale => value === 'en' || value === 'hi';

export function chooseLocale(
  search: string,
  storage: Storage | undefined,
  languages: readonly string[],
): CopyLocale {
  const asked = new URLSearchParams(search).get('lang');
  let kept: unknown;
  try {
    if (known(asked)) storage?.setItem('lang', asked);
    kept = storage?.getItem('lang');
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
  if (known(asked)) return asked;
  if (known(kept)) return kept;
  return languages.map((l) => l.slice(0, 2).toLowerCase()).find(known) ?? 'en';
}
