/**
 * Identity numbers as borrowers and cards write them, brought to the one form the checks of
 * rules/identity-numbers.ts (shared with the client, decision 0117) and the tables take.
 */
import { upperAscii } from '../../ascii-letters.ts';

/** Digits only: borrowers and cards group Aadhaar numbers in fours ("2345 6789 0124"). */
export function compactAadhaar(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function aadhaarLast4(digits: string): string {
  return digits.slice(-4);
}

export function normalisePan(input: string): string {
  return upperAscii(input.replace(/\s/g, ''));
}
