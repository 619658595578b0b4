// Made-up Aadhaar numbers for tests on both sides (server and end-to-end): each test takes its own,
// as the server limits the OTPs one number may be sent in an hour, whoever asks.
import { verhoeffCheckDigit } from '../../rules/verhoeff.ts';

/** A random Aadhaar number: 12 digits, the first 2-9, the last a valid Verhoeff check digit. */
export function randomAadhaar(): string {
  let digits = String(2 + Math.floor(Math.random() * 8));
  while (digits.length < 11) digits += String(Math.floor(Math.random() * 10));
  return digits + verhoeffCheckDigit(digits);
}
