import { catalogueEntry, catalogueMessage, type ErrorName } from './error-catalogue.ts';
import { SOURCE_LOCALE, type CopyLocale } from './locale.ts';
import { valueIn, wordingFrom, type MessageValue, type Wording } from './wording.ts';

export type MessageParams = Record<string, MessageValue>;

function fill(template: string, params: MessageParams, locale: CopyLocale): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? valueIn(params[key]!, locale) : whole,
  );
}

/**
 * A failure the borrower or the client is told about, answered as the envelope with the
 * catalogue's code and HTTP status. Its `msg` is the catalogue's text with {params} filled in, in
 * the language the request asks for (`messageIn`, decision 0043), unless a specific message is
 * given (field validation). `message` is the English, as logs keep it.
 */
export class AppError extends Error {
  readonly errorName: ErrorName;
  readonly apiCode: number;
  readonly statusCode: number;
  /** The envelope's `data` on this failure: null except for field errors (0009) and resend waits (0023). */
  readonly data: object | null;
  private readonly params: MessageParams;
  private readonly specific: string | Wording | undefined;

  constructor(
    name: ErrorName,
    options: { params?: MessageParams; msg?: string | Wording; data?: object } = {},
  ) {
    const entry = catalogueEntry(name);
    const params = options.params ?? {};
    super(
      options.msg === undefined
        ? fill(entry.msg, params, SOURCE_LOCALE)
        : valueIn(options.msg, SOURCE_LOCALE),
    );
    this.name = 'AppError';
    this.errorName = name;
    this.apiCode = entry.code;
    this.statusCode = entry.http;
    this.data = options.data ?? null;
    this.params = params;
    this.specific = options.msg;
  }

  /** The message as a reader of `locale` gets it. */
  messageIn(locale: CopyLocale): string {
    if (this.specific !== undefined) return valueIn(this.specific, locale);
    return fill(catalogueMessage(this.errorName, locale), this.params, locale);
  }

  /** The message in every language, for a refusal kept and shown later (a scheduled order's). */
  wording(): Wording {
    return wordingFrom((locale) => this.messageIn(locale));
  }
}
