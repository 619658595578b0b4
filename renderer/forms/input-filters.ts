/**
 * Input filters applied as the borrower types (`input` of a field): what cannot belong in the field
 * never reaches it, then the value is cut to `maxLength`.
 */
import type { InputFilter } from '../document/types.ts';
import { asciiDigits } from './ascii-digits.ts';

/** The `digits` filter: the digits of `value`, those of other scripts read as 0-9 (ascii-digits.ts). */
export function keepDigits(value: string): string {
  return asciiDigits(value).replace(/\D+/g, '');
}

// Digits typed in another script (ascii-digits.ts) are read as 0-9 before anything is dropped.
const FILTERS: Readonly<Record<InputFilter, (value: string) => string>> = {
  digits: keepDigits,
  alnum: (value) => asciiDigits(value).replace(/[^A-Za-z0-9]+/g, ''),
  upperAlnum: (value) =>
    asciiDigits(value)
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, ''),
  // Names of contacts: lowercase letters, apostrophe, period and space; capitals are lowered, not lost.
  lowerName: (value) => value.toLowerCase().replace(/[^a-z'. ]+/g, ''),
};

export function applyInputFilter(value: string, filter?: InputFilter, maxLength?: number): string {
  const filtered = filter ? FILTERS[filter](value) : value;
  return maxLength !== undefined && maxLength >= 0 ? filtered.slice(0, maxLength) : filtered;
}
