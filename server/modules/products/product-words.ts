import { SOURCE_LOCALE, type CopyLocale } from '../../contract/locale.ts';
import type { Wording } from '../../contract/wording.ts';

/** The titles of the product screen's two lists (spec §3 "Product info", `detail`). */
export const detailTitles: Readonly<Record<'requirements' | 'eligibility', Wording>> = {
  requirements: { en: 'Requirements', hi: 'ज़रूरतें' },
  eligibility: { en: 'Eligibility', hi: 'पात्रता' },
};

/**
 * A list staff keep in English and, beside it, in Hindi (decision 0055): the Hindi for a Hindi reader
 * when it says as much as the English (as many items, none blank), else the English, so an item
 * staff added in English only is never missing from what a Hindi reader sees.
 */
export function storedListIn(locale: CopyLocale, english: string[], hindi: unknown): string[] {
  const complete =
    Array.isArray(hindi) &&
    hindi.length === english.length &&
    hindi.every((item) => typeof item === 'string' && item.trim() !== '');
  return locale !== SOURCE_LOCALE && complete ? (hindi as string[]) : english;
}
