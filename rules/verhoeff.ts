/**
 * The Verhoeff check digit Aadhaar numbers end with (UIDAI): it catches every single-digit typo and
 * every swap of two neighbouring digits, so a mistyped or misread number is refused before any
 * provider is asked.
 */

// Multiplication in the dihedral group D5.
const multiply: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];

// The permutation applied to a digit according to its position from the right.
const permute: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

const inverse: readonly number[] = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

function checksum(digits: string, offset: number): number {
  let c = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    c = multiply[c]![permute[(i + offset) % 8]![digit]!]!;
  }
  return c;
}

/** True when the string of digits ends with its correct Verhoeff check digit. */
export function verhoeffValid(digits: string): boolean {
  return /^[0-9]+$/.test(digits) && checksum(digits, 0) === 0;
}

/** The check digit to append to `digits` (used to build valid test numbers). */
export function verhoeffCheckDigit(digits: string): string {
  return String(inverse[checksum(digits, 1)]);
}
