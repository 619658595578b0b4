import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contractDir } from '../paths.ts';

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
  'SCREEN_NOT_FOUND',
  'SCREEN_UNAVAILABLE',
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

// Read once when the server starts: a mismatch between code and catalogue stops the start.
const catalogue = loadCatalogue();

export function catalogueEntry(name: ErrorName): CatalogueEntry {
  return catalogue.get(name) as CatalogueEntry;
}
