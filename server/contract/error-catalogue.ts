import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contractDir } from '../paths.ts';
import type { CopyLocale } from './locale.ts';

/** The names the server throws; each must have exactly one entry in schemas/api/errors.json. */
export const errorNames = [
  'OK',
  'SIGNED_OUT',
  'SCREEN_NEEDS_NEWER_APP',
  'INVALID_INPUT',
  'MALFORMED_REQUEST',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'NOT_FOUND',
  'TOO_MANY_REQUESTS',
  'REQUEST_TIMEOUT',
  'HEADERS_TOO_LARGE',
  'REQUEST_ABANDONED',
  'SERVER_STOPPING',
  'INTERNAL_ERROR',
  'OTP_RESEND_TOO_SOON',
  'OTP_PHONE_LIMIT',
  'OTP_IP_LIMIT',
  'OTP_SEND_FAILED',
  'CODE_NOT_REQUESTED',
  'CODE_WRONG',
  'CODE_LOCKED',
  'CODE_EXPIRED',
  'CODE_USED',
  'LOGIN_IP_LIMIT',
  'SCREEN_NOT_FOUND',
  'SCREEN_UNAVAILABLE',
  'KYC_AADHAAR_MISSING',
  'KYC_PAN_MISSING',
  'AADHAAR_NUMBER_INVALID',
  'PAN_NUMBER_INVALID',
  'KYC_NAME_INVALID',
  'KYC_AADHAAR_NOT_UPLOADED',
  'KYC_NAME_NOT_AS_READ',
  'KYC_PAN_NOT_UPLOADED',
  'KYC_PAN_NAME_NOT_AS_READ',
  'KYC_ALREADY_VERIFIED',
  'KYC_PAN_ON_ANOTHER_ACCOUNT',
  'AADHAAR_ID_MISSING',
  'PAN_ID_MISSING',
  'UPLOAD_TYPE_NOT_ACCEPTED',
  'UPLOAD_TOO_LARGE',
  'UPLOAD_NOT_MULTIPART',
  'IMAGE_UNREADABLE',
  'IMAGE_TOO_MANY_PIXELS',
  'UPLOAD_ALREADY_IN_FLIGHT',
  'PHOTO_CHECKS_BUSY',
  'OCR_AADHAAR_NOT_FOUND',
  'OCR_NAME_NOT_FOUND',
  'OCR_PAN_NOT_FOUND',
  'OCR_TOO_MANY_READS',
  'AADHAAR_OTP_RESEND_TOO_SOON',
  'AADHAAR_OTP_HOURLY_LIMIT',
  'AADHAAR_OTP_NUMBER_LIMIT',
  'AADHAAR_OTP_NOT_REQUESTED',
  'AADHAAR_OTP_WRONG',
  'AADHAAR_OTP_LOCKED',
  'AADHAAR_OTP_EXPIRED',
  'AADHAAR_NOT_VERIFIED',
  'AADHAAR_OTP_UNAVAILABLE',
  'AADHAAR_OTP_SEND_FAILED',
  'FACE_NOT_PASSED',
  'FACE_TOO_MANY_CHECKS',
  'FIELDS_INVALID',
  'STATE_NOT_FOUND',
  'BANK_IFSC_UNKNOWN',
  'BANK_CARD_LIMIT',
  'BANK_ACCOUNT_OF_ANOTHER_BORROWER',
  'BANK_ACCOUNT_NOT_FOUND',
  'BANK_ACCOUNT_NOT_IN_YOUR_NAME',
  'BANK_ACCOUNT_CHECK_PENDING',
  'BANK_CHECK_UNAVAILABLE',
  'BANK_CHECK_LIMIT',
  'PAYMENT_SIGNATURE_INVALID',
  'PAYMENT_UNKNOWN',
  'PAYMENT_AMOUNT_MISMATCH',
  'PAYMENT_NOTHING_TO_PAY',
  'PAYMENT_UNAVAILABLE',
  'PAYMENT_PROVIDER_FAILED',
  'PAYMENT_DEADLINE_TOO_CLOSE',
  'EXTENSION_NOT_ALLOWED',
  'EXTENSION_LIMIT_REACHED',
  'EXTENSION_TOO_EARLY',
  'EXTENSION_NOT_FOUND',
  'EXTENSION_EXPIRED',
  'EXTENSION_ABANDONED',
  'EXTENSION_ALREADY_PAID',
  'EXTENSION_PAID_NO_GIVE_UP',
  'EXTENSION_FAILED',
  'PRODUCT_NOT_FOUND',
  'PRODUCT_FULL',
  'PRODUCT_EXTERNAL',
  'PERIOD_NOT_OFFERED',
  'AMOUNT_NOT_OFFERED',
  'AMOUNT_OVER_LIMIT',
  'BANK_CARD_NOT_FOUND',
  'ORDER_IN_PROGRESS',
  'DENIAL_WAIT',
  'ORDER_NOT_FOUND',
  'ORDER_TRANSITION_NOT_ALLOWED',
  'ORDER_NOT_APPROVED',
  'NOTHING_TO_REPAY',
  'REAPPLY_NOT_ALLOWED',
  'AUDIT_NOT_PENDING',
  'SCHEDULE_NOT_FOUND',
  'SCHEDULE_ALREADY_EXISTS',
  'SCHEDULE_ALREADY_APPLIED',
  'SCHEDULE_PROFILE_INCOMPLETE',
  'APP_LOGIN_SIGN_INVALID',
  'APP_LOGIN_EXPIRED',
  'APP_LOGIN_REPLAYED',
  'FEEDBACK_EMPTY',
  'FEEDBACK_TOO_MANY',
  'TELEMETRY_TOO_MANY_EVENTS',
  'DOWNLOAD_NO_PRODUCT',
  'CONTENT_PAGE_MISSING',
] as const;

export type ErrorName = (typeof errorNames)[number];

export interface CatalogueEntry {
  code: number;
  name: ErrorName;
  http: number;
  when: string;
  msg: string;
}

function loadCatalogue(): Map<ErrorName, CatalogueEntry> {
  const file = path.join(contractDir, 'errors.json');
  const { errors } = JSON.parse(readFileSync(file, 'utf8')) as { errors: CatalogueEntry[] };
  const byName = new Map<ErrorName, CatalogueEntry>();
  const codes = new Set<number>();
  for (const entry of errors) {
    if (!(errorNames as readonly string[]).includes(entry.name))
      throw new Error(`${file}: ${entry.name} is not used by the server`);
    if (byName.has(entry.name) || codes.has(entry.code))
      throw new Error(`${file}: ${entry.name} (${entry.code}) is listed twice`);
    byName.set(entry.name, entry);
    codes.add(entry.code);
  }
  const missing = errorNames.filter((name) => !byName.has(name));
  if (missing.length > 0) throw new Error(`${file} lacks ${missing.join(', ')}`);
  return byName;
}

/** "{wait}" and "{state}" of a message, sorted: a translation must fill in the same values. */
function placeholdersOf(text: string): string {
  return (text.match(/\{\w+\}/g) ?? []).sort().join(' ');
}

/**
 * The messages in another language (schemas/api/errors.<locale>.json, decision 0043): every name of
 * the English catalogue, each with exactly its placeholders, so that no refusal can reach a reader
 * of that language in English or with a value missing.
 */
export function loadTranslation(
  file: string,
  english: ReadonlyMap<ErrorName, CatalogueEntry>,
): Map<ErrorName, string> {
  const { messages } = JSON.parse(readFileSync(file, 'utf8')) as { messages: Record<string, unknown> };
  const byName = new Map<ErrorName, string>();
  for (const [name, text] of Object.entries(messages)) {
    const entry = english.get(name as ErrorName);
    if (!entry) throw new Error(`${file}: ${name} is not in errors.json`);
    if (typeof text !== 'string' || text.trim() === '') throw new Error(`${file}: ${name} is not a text`);
    if (placeholdersOf(text) !== placeholdersOf(entry.msg))
      throw new Error(
        `${file}: ${name} fills in "${placeholdersOf(text)}", the English "${placeholdersOf(entry.msg)}"`,
      );
    byName.set(entry.name, text);
  }
  const missing = errorNames.filter((name) => !byName.has(name));
  if (missing.length > 0) throw new Error(`${file} lacks ${missing.join(', ')}`);
  return byName;
}

// Read once when the server starts: a mismatch between code and catalogue stops the start.
const catalogue = loadCatalogue();
const translations: Partial<Record<CopyLocale, Map<ErrorName, string>>> = {
  hi: loadTranslation(path.join(contractDir, 'errors.hi.json'), catalogue),
};

/** The English catalogue, by name. */
export function englishCatalogue(): ReadonlyMap<ErrorName, CatalogueEntry> {
  return catalogue;
}

export function catalogueEntry(name: ErrorName): CatalogueEntry {
  return catalogue.get(name) as CatalogueEntry;
}

/** The message's template in a language (`msg` of the entry in English). */
export function catalogueMessage(name: ErrorName, locale: CopyLocale): string {
  return translations[locale]?.get(name) ?? catalogueEntry(name).msg;
}
