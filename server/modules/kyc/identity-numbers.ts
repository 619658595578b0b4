/**
 * The shapes of the identity numbers (DOMAIN.md "Identity and data"): Aadhaar is 12 digits, first
 * digit 2-9, ending with a Verhoeff check digit; a personal PAN is [A-Z]{5}[0-9]{4}[A-Z] with P as
 * its 4th letter (the holder's status: P for an individual).
 */
import { upperAscii } from '../../ascii-letters.ts';
import { verhoeffValid } from './verhoeff.ts';

/** Digits only: borrowers and cards group Aadhaar numbers in fours ("2345 6789 0124"). */
export function compactAadhaar(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function isAadhaarNumber(digits: string): boolean {
  return /^[2-9][0-9]{11}$/.test(digits) && verhoeffValid(digits);
}

export function aadhaarLast4(digits: string): string {
  return digits.slice(-4);
}

export const PAN_SHAPE = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

export function isPersonalPan(pan: string): boolean {
  return PAN_SHAPE.test(pan) && pan[3] === 'P';
}

export function normalisePan(input: string): string {
  return upperAscii(input.replace(/\s/g, ''));
}
