import { catalogueEntry, type ErrorName } from './error-catalogue.ts';

export type MessageParams = Record<string, string | number>;

function fill(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

/**
 * A failure the borrower or the client is told about, answered as the envelope with the
 * catalogue's code and HTTP status. `msg` is the catalogue's text with {params} filled in, unless
 * a specific message is given (field validation).
 */
export class AppError extends Error {
  readonly errorName: ErrorName;
  readonly apiCode: number;
  readonly statusCode: number;
  /** The envelope's `data` on this failure: null except for field errors (0009) and resend waits (0023). */
  readonly data: object | null;

  constructor(name: ErrorName, options: { params?: MessageParams; msg?: string; data?: object } = {}) {
    const entry = catalogueEntry(name);
    super(options.msg ?? fill(entry.msg, options.params ?? {}));
    this.name = 'AppError';
    this.errorName = name;
    this.apiCode = entry.code;
    this.statusCode = entry.http;
    this.data = options.data ?? null;
  }
}
