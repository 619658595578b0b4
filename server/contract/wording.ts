/**
 * A text the server writes into a message in each language it answers in (decision 0043): a wait,
 * an order's state, the kinds of photo accepted. A message's template is chosen by the request's
 * language at the moment of answering, and so are the values filled into it.
 */
import { COPY_LOCALES, SOURCE_LOCALE, type CopyLocale } from './locale.ts';

export type Wording = Readonly<Record<CopyLocale, string>>;

/** A value filled into a message: words (in each language), or a number or code read alike in all. */
export type MessageValue = string | number | Wording;

export function valueIn(value: MessageValue, locale: CopyLocale): string {
  return typeof value === 'object' ? value[locale] : String(value);
}

/** A text in every language the server answers in, each written by `textIn`. */
export function wordingFrom(textIn: (locale: CopyLocale) => string): Wording {
  return Object.fromEntries(COPY_LOCALES.map((locale) => [locale, textIn(locale)])) as Wording;
}

/**
 * A text staff keep in the database in English and, beside it, in Hindi (decisions 0044, 0045): the
 * Hindi for a Hindi reader where staff wrote one, else the English (never a blank).
 */
export function storedTextIn(locale: CopyLocale, english: string, hindi: string | null): string {
  return locale !== SOURCE_LOCALE && hindi !== null && hindi.trim() !== '' ? hindi : english;
}

/**
 * A list staff keep in English and, beside it, in Hindi (decision 0055): the Hindi for a Hindi reader
 * when it says as much as the English (as many items, none blank), else the English, so an item
 * staff added in English only is never missing from what a Hindi reader sees. The Hindi is read from
 * a jsonb column staff edit, so anything else than such a list shows the English.
 */
export function storedListIn(locale: CopyLocale, english: string[], hindi: unknown): string[] {
  const complete =
    Array.isArray(hindi) &&
    hindi.length === english.length &&
    hindi.every((item) => typeof item === 'string' && item.trim() !== '');
  return locale !== SOURCE_LOCALE && complete ? (hindi as string[]) : english;
}
