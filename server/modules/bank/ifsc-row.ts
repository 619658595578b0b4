/**
 * One row of the public IFSC dataset's CSV (header `BANK,IFSC,BRANCH,CENTRE,DISTRICT,STATE,ADDRESS,
 * CONTACT,IMPS,RTGS,CITY,ISO3166,NEFT,MICR,UPI,SWIFT`), checked and tidied for the directory, or
 * the reason it is refused. Columns are found by name, so their order does not matter.
 */
import { isIfsc } from '../../../rules/identity-numbers.ts';

export const DATASET_COLUMNS = [
  'BANK',
  'IFSC',
  'BRANCH',
  'CENTRE',
  'DISTRICT',
  'STATE',
  'ADDRESS',
  'CONTACT',
  'IMPS',
  'RTGS',
  'CITY',
  'ISO3166',
  'NEFT',
  'MICR',
  'UPI',
  'SWIFT',
] as const;
type Column = (typeof DATASET_COLUMNS)[number];

// Older releases of the dataset lack some of the others; these are what the directory cannot do without.
const REQUIRED_COLUMNS: readonly Column[] = ['BANK', 'IFSC', 'BRANCH', 'STATE'];
// The finder needs a city; the dataset leaves CITY empty on some rows, where DISTRICT or CENTRE serves.
const PLACE_COLUMNS: readonly Column[] = ['CITY', 'DISTRICT', 'CENTRE'];
// Longer values are a sign of a broken file, not of a real branch.
const MAX_TEXT = 500;

export interface IfscRow {
  ifsc: string;
  bankCode: string;
  bankName: string;
  branch: string;
  /** The finder's state and city names: capitals, single spaces. */
  state: string;
  city: string;
  centre: string;
  district: string;
  address: string;
  contact: string | null;
  imps: boolean;
  rtgs: boolean;
  neft: boolean;
  upi: boolean;
  micr: string | null;
  swift: string | null;
  iso3166: string | null;
}

export type RowCheck = { row: IfscRow } | { reason: string };

export class IfscHeaderError extends Error {
  override name = 'IfscHeaderError';
}

export interface IfscHeader {
  width: number;
  index: Partial<Record<Column, number>>;
}

/** Reads the header record; throws when a column the directory needs is missing. */
export function readHeader(fields: string[]): IfscHeader {
  const index: Partial<Record<Column, number>> = {};
  fields.forEach((name, position) => {
    const column = name.trim().toUpperCase() as Column;
    if ((DATASET_COLUMNS as readonly string[]).includes(column) && index[column] === undefined)
      index[column] = position;
  });
  const missing = REQUIRED_COLUMNS.filter((column) => index[column] === undefined);
  if (!PLACE_COLUMNS.some((column) => index[column] !== undefined)) missing.push('CITY');
  if (missing.length > 0)
    throw new IfscHeaderError(
      `The first line must be the dataset's header (${DATASET_COLUMNS.join(',')}); missing: ${missing.join(', ')}.`,
    );
  return { width: fields.length, index };
}

const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();

/** Empty and the dataset's "NA" both mean "not given". */
function optional(value: string): string | null {
  const text = oneLine(value);
  return text === '' || text.toUpperCase() === 'NA' ? null : text;
}

const TRUE_WORDS = new Set(['TRUE', 'YES', 'Y', '1']);
const FALSE_WORDS = new Set(['FALSE', 'NO', 'N', '0', '', 'NA']);

/** Checks one data record against the header; `fields` are the CSV fields as read. */
export function checkRow(header: IfscHeader, fields: string[]): RowCheck {
  if (fields.length !== header.width)
    return { reason: `expected ${header.width} fields as in the header, found ${fields.length}` };
  const raw = (column: Column): string => {
    const position = header.index[column];
    return position === undefined ? '' : (fields[position] ?? '');
  };

  const tooLong = DATASET_COLUMNS.find((column) => raw(column).length > MAX_TEXT);
  if (tooLong) return { reason: `${tooLong} is longer than ${MAX_TEXT} characters` };

  const ifsc = oneLine(raw('IFSC')).toUpperCase();
  if (!isIfsc(ifsc)) return { reason: `IFSC "${ifsc}" is not 4 letters, a 0 and 6 letters or digits` };
  const bankName = oneLine(raw('BANK'));
  if (!bankName) return { reason: 'BANK is empty' };
  const branch = oneLine(raw('BRANCH'));
  if (!branch) return { reason: 'BRANCH is empty' };
  const state = oneLine(raw('STATE')).toUpperCase();
  if (!state) return { reason: 'STATE is empty' };
  const city = PLACE_COLUMNS.map((column) => oneLine(raw(column)).toUpperCase()).find(Boolean);
  if (!city) return { reason: 'CITY, DISTRICT and CENTRE are all empty' };

  const flags: Partial<Record<'IMPS' | 'RTGS' | 'NEFT' | 'UPI', boolean>> = {};
  for (const column of ['IMPS', 'RTGS', 'NEFT', 'UPI'] as const) {
    const word = oneLine(raw(column)).toUpperCase();
    if (TRUE_WORDS.has(word)) flags[column] = true;
    else if (FALSE_WORDS.has(word)) flags[column] = false;
    else return { reason: `${column} must be true or false, not "${raw(column)}"` };
  }

  return {
    row: {
      ifsc,
      bankCode: ifsc.slice(0, 4),
      bankName,
      branch,
      state,
      city,
      centre: oneLine(raw('CENTRE')),
      district: oneLine(raw('DISTRICT')),
      address: oneLine(raw('ADDRESS')),
      contact: optional(raw('CONTACT')),
      imps: flags.IMPS === true,
      rtgs: flags.RTGS === true,
      neft: flags.NEFT === true,
      upi: flags.UPI === true,
      micr: optional(raw('MICR')),
      swift: optional(raw('SWIFT')),
      iso3166: optional(raw('ISO3166')),
    },
  };
}
