import type { IncomingHttpHeaders } from 'node:http';

/**
 * The languages borrowers are answered in: screens' copy (decision 0016) and the API's messages
 * (decision 0043). English is the source: every text has an English version, and a text missing in
 * another language is shown in English.
 */
export const COPY_LOCALES = ['en', 'hi'] as const;
export type CopyLocale = (typeof COPY_LOCALES)[number];
export const SOURCE_LOCALE: CopyLocale = 'en';

const isCopyLocale = (value: string): value is CopyLocale =>
  (COPY_LOCALES as readonly string[]).includes(value);

/**
 * The locale an `x-locale` request header asks for: `hi`, `en`, or a tag such as `hi-IN`; anything
 * else (absent, unknown, malformed) is English, never an error: a screen must always be served, and
 * a refusal always explained.
 */
export function localeFromHeader(header: string | string[] | undefined): CopyLocale {
  const raw = (Array.isArray(header) ? header[0] : header) ?? '';
  const primary = raw.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isCopyLocale(primary) ? primary : SOURCE_LOCALE;
}

/** The language a request asks for with its `x-locale` header (see `localeFromHeader`). */
export function requestLocale(request: { headers: IncomingHttpHeaders }): CopyLocale {
  return localeFromHeader(request.headers['x-locale']);
}
