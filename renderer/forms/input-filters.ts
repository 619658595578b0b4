/**
 * Input filters applied as the borrower types (`input` of a field): what cannot belong in the field
 * never reaches it, then the value is cut to `maxLength`.
 */
import type { InputFilter } from '../document/types.ts';
import { asciiDigits } from './ascii-digits.ts';
import type { TextArrival } from './text-arrival.ts';

/**
 * The paise of an amount that arrived whole ("32,000.50", "Rs. 1,500.5/-"): a point, one or two
 * digits, and no digit after them. Kept as digits they made the rupees a hundred times more
 * (3200050, within Monthly income's seven digits). A phone number written with points ("98765.43210",
 * "987.654.3210") has more digits after its last point, and keeps them all (decision 0099).
 */
const PAISE = /\.\d{1,2}(?=\D*$)/;

/**
 * The `digits` filter: the digits of `value`, those of other scripts read as 0-9 (ascii-digits.ts);
 * of an amount that arrived whole, the rupees without the paise.
 */
export function keepDigits(value: string, arrival: TextArrival = 'keystroke'): string {
  const digits = asciiDigits(value);
  return (arrival === 'whole' ? digits.replace(PAISE, '') : digits).replace(/\D+/g, '');
}

// Digits typed in another script (ascii-digits.ts) are read as 0-9 before anything is dropped.
const FILTERS: Readonly<Record<InputFilter, (value: string, arrival: TextArrival) => string>> = {
  digits: keepDigits,
  alnum: (value) => asciiDigits(value).replace(/[^A-Za-z0-9]+/g, ''),
  upperAlnum: (value) =>
    asciiDigits(value)
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, ''),
  // Names of contacts: lowercase letters, apostrophe, period and space; capitals are lowered, not lost.
  // One space between words: a digit or emoji dropped from between two words would leave two, which
  // the rule then refuses, though the borrower cannot see them.
  lowerName: (value) =>
    value
      .toLowerCase()
      .replace(/[^a-z'. ]+/g, '')
      .replace(/ {2,}/g, ' '),
};

/** `arrival`: how the text came (text-arrival.ts); what was typed key by key, unless told. */
export function applyInputFilter(
  value: string,
  filter?: InputFilter,
  maxLength?: number,
  arrival: TextArrival = 'keystroke',
): string {
  const filtered = filter ? FILTERS[filter](value, arrival) : value;
  return maxLength !== undefined && maxLength >= 0 ? filtered.slice(0, maxLength) : filtered;
}

/**
 * What a field with a filter asks of the phone's keyboard, so that the keyboard types what the filter
 * keeps instead of the filter correcting it: capitals for codes, no capital for a contact's name
 * (the keyboard capitalises a name's first letter), and no spelling suggestions or autocorrection for
 * codes and names, which are not words (decision 0063).
 */
export interface KeyboardHints {
  autoCapitalize?: 'none' | 'characters';
  autoCorrect?: 'off';
  /** A string, not `false`: Preact drops an attribute whose value is `false`. */
  spellCheck?: 'false';
}

const NOT_WORDS = { autoCorrect: 'off', spellCheck: 'false' } as const;

const KEYBOARDS: Readonly<Record<InputFilter, KeyboardHints>> = {
  digits: {},
  alnum: { autoCapitalize: 'none', ...NOT_WORDS },
  upperAlnum: { autoCapitalize: 'characters', ...NOT_WORDS },
  lowerName: { autoCapitalize: 'none', ...NOT_WORDS },
};

const NO_HINTS: KeyboardHints = {};

export function keyboardHints(filter?: InputFilter): KeyboardHints {
  return filter ? KEYBOARDS[filter] : NO_HINTS;
}
