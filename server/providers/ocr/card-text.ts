/**
 * Finds the KYC fields in the text OCR read from a card photo. OCR text is noisy: Hindi lines come
 * out as junk letters, lines carry stray punctuation, O and 0 or I and 1 get swapped. Each finder
 * therefore accepts only what passes the field's own rules (Verhoeff for Aadhaar, the PAN shape).
 */
import { isAadhaar, isIndividualPan, PAN_SHAPE } from '../../../rules/identity-numbers.ts';

function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

// ---------------------------------------------------------------------------------------------
// Aadhaar number

/** A letter O between digits is a zero the OCR misread (and I or l a one). */
function digitsMisread(line: string): string {
  return line.replace(/(?<=[0-9] ?)[Oo](?= ?[0-9])/g, '0').replace(/(?<=[0-9] ?)[Il|](?= ?[0-9])/g, '1');
}

/**
 * The Aadhaar number on the card: 12 digits, printed in groups of four, with a valid check digit.
 * Lines naming a VID (16 digits) are skipped, and 12 digits inside a longer run do not count.
 */
export function findAadhaarNumber(text: string): string | null {
  for (const line of lines(text)) {
    if (/\bVID\b/i.test(line)) continue;
    const candidates = digitsMisread(line).matchAll(
      /(?<![0-9] ?)([0-9]{4}) ?([0-9]{4}) ?([0-9]{4})(?! ?[0-9])/g,
    );
    for (const match of candidates) {
      const digits = `${match[1]}${match[2]}${match[3]}`;
      if (isAadhaar(digits)) return digits;
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Holder's name (Aadhaar front)

// Words printed on the cards that are never part of a holder's name.
const cardWords = new Set([
  'government',
  'india',
  'aadhaar',
  'aadhar',
  'unique',
  'identification',
  'authority',
  'enrolment',
  'dob',
  'birth',
  'year',
  'yob',
  'male',
  'female',
  'transgender',
  'gender',
  'father',
  'husband',
  'mother',
  'address',
  'income',
  'tax',
  'department',
  'permanent',
  'account',
  'number',
  'card',
  'signature',
  'issue',
  'date',
  'vid',
  'help',
  'uidai',
  'govt',
  'download',
  'mera',
  'meri',
  'pehchaan',
  'name',
  'son',
  'daughter',
  'wife',
]);

const BIRTH_LINE = /\b(DOB|D\.O\.B|Date of Birth|Year of Birth|YOB)\b|\b\d{2}[/-]\d{2}[/-]\d{4}\b/i;
const GENDER_LINE = /\b(MALE|FEMALE|TRANSGENDER)\b/i;
const NAME_LABEL = /^Name\b\s*[:\-.]?\s*(.*)$/i;
// How far above the date-of-birth or gender line the name may be (a father's name line can sit between).
const MAX_LINES_ABOVE = 3;

/** The line without the stray marks OCR puts around it (": Asha Verma" -> "Asha Verma"). */
function trimmedName(line: string): string {
  return line
    .replace(/^[^A-Za-z]+/, '')
    .replace(/[^A-Za-z.]+$/, '')
    .replace(/\s+/g, ' ');
}

/**
 * Whether a line reads as a person's name: letters, spaces, dots and apostrophes only; one to five
 * words of at least two letters (initials like "K." aside); no word the cards print as a label.
 */
export function looksLikeName(candidate: string): boolean {
  if (!/^[A-Za-z][A-Za-z.' ]*$/.test(candidate)) return false;
  const words = candidate.split(' ');
  if (words.length > 5) return false;
  const bare = (word: string) => word.toLowerCase().replace(/'s$/, '').replace(/[.']/g, '');
  if (words.some((word) => cardWords.has(bare(word)))) return false;
  const letters = (word: string) => word.replace(/[.']/g, '').length;
  if (!words.every((word) => letters(word) >= 2 || /^[A-Za-z]\.?$/.test(word))) return false;
  return words.some((word) => letters(word) >= 3);
}

function nameAbove(all: string[], anchor: number): string | null {
  for (let i = anchor - 1; i >= Math.max(0, anchor - MAX_LINES_ABOVE); i -= 1) {
    const candidate = trimmedName(all[i]!);
    if (looksLikeName(candidate)) return candidate;
  }
  return null;
}

/**
 * The name after a "Name" label: the text after it on its line, or the next line. A "Father's Name"
 * label does not count: the label must start its line.
 */
function nameAfterLabel(all: string[]): string | null {
  for (const [index, line] of all.entries()) {
    const label = NAME_LABEL.exec(line.replace(/^[^A-Za-z]+/, ''));
    if (!label) continue;
    const sameLine = trimmedName(label[1] ?? '');
    if (looksLikeName(sameLine)) return sameLine;
    const nextLine = trimmedName(all[index + 1] ?? '');
    if (looksLikeName(nextLine)) return nextLine;
  }
  return null;
}

/**
 * The holder's name on an Aadhaar front. Rule, in order:
 * 1. a "Name" label: the text after it, or the next line;
 * 2. the nearest name-like line above the date (or year) of birth line: the card prints the name
 *    in Hindi, then in English, right above it;
 * 3. the same above the gender line, when the birth line was not read.
 */
export function findAadhaarName(text: string): string | null {
  const all = lines(text);
  const labelled = nameAfterLabel(all);
  if (labelled) return labelled;
  for (const anchorLine of [BIRTH_LINE, GENDER_LINE]) {
    const anchor = all.findIndex((line) => anchorLine.test(line));
    if (anchor < 0) continue;
    const name = nameAbove(all, anchor);
    if (name) return name;
  }
  return null;
}

/**
 * The holder's name on a PAN card, only where a "Name" label names it (the cards since 2018). An
 * older card prints the holder's and the father's names one above the other with no label, and a
 * guess could take the father's for the holder's: then nothing is read.
 */
export function findPanName(text: string): string | null {
  return nameAfterLabel(lines(text));
}

// ---------------------------------------------------------------------------------------------
// PAN

const asLetter: Record<string, string> = {
  '0': 'O',
  '1': 'I',
  '2': 'Z',
  '4': 'A',
  '5': 'S',
  '6': 'G',
  '8': 'B',
};
const asDigit: Record<string, string> = {
  O: '0',
  D: '0',
  Q: '0',
  I: '1',
  L: '1',
  Z: '2',
  S: '5',
  B: '8',
  G: '6',
};

/** Puts letters where a PAN has letters and digits where it has digits (OCR swaps 0/O, 1/I, 5/S). */
function panPositions(token: string): string {
  return [...token]
    .map((char, i) => (i >= 5 && i <= 8 ? (asDigit[char] ?? char) : (asLetter[char] ?? char)))
    .join('');
}

/** A letter and a digit OCR takes for one another (O and 0, A and 4, S and 5...). */
const oneGlyph = (a: string, b: string) =>
  asDigit[a] === b || asDigit[b] === a || asLetter[a] === b || asLetter[b] === a;

/**
 * The PAN an 11-character token is when OCR read one glyph twice: it sometimes gives both its
 * readings of a character on the boundary between letters and digits, a letter and a digit side by
 * side ("ABCPVO0471F" for ABCPV0471F, "ABCPVA4787F" for ABCPV4787F). Only such a pair loses a
 * character; the same character twice is left alone, as a PAN has real doubles (ABCPV0488F). The
 * token counts only when every such drop gives the same PAN.
 */
function panWithGlyphReadTwice(token: string): string | null {
  const pans = new Set<string>();
  for (let i = 0; i + 1 < token.length; i += 1) {
    if (!oneGlyph(token[i] as string, token[i + 1] as string)) continue;
    const pan = panPositions(token.slice(0, i) + token.slice(i + 1));
    if (PAN_SHAPE.test(pan)) pans.add(pan);
  }
  return pans.size === 1 ? ([...pans][0] as string) : null;
}

function panInToken(token: string): string | null {
  if (token.length === 11) return panWithGlyphReadTwice(token);
  if (token.length !== 10) return null;
  const pan = panPositions(token);
  return PAN_SHAPE.test(pan) ? pan : null;
}

/**
 * The PAN on a card: a 10-character token (or two neighbouring tokens making 10) with the PAN
 * shape once misread characters are put right, or 11 characters with one glyph read twice; a
 * personal PAN (4th letter P) is preferred.
 */
export function findPan(text: string): string | null {
  const found: string[] = [];
  for (const line of lines(text)) {
    const tokens = line
      .toUpperCase()
      .split(/[^A-Z0-9]+/)
      .filter(Boolean);
    const candidates = [...tokens];
    for (let i = 0; i + 1 < tokens.length; i += 1) candidates.push(`${tokens[i]}${tokens[i + 1]}`);
    for (const token of candidates) {
      const pan = panInToken(token);
      if (pan) found.push(pan);
    }
  }
  return found.find(isIndividualPan) ?? found[0] ?? null;
}
