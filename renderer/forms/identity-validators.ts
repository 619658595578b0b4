/** Indian identity and banking number formats used by the `phone`, `aadhaar`, `pan` and `ifsc` rules. */
import { verhoeffValid } from './verhoeff.ts';

/** A 10-digit Indian mobile number, starting 6-9. */
export const isIndianMobile = (value: string) => /^[6-9]\d{9}$/.test(value);

/** 12 digits, the first 2-9 (0 and 1 are never issued), with a valid Verhoeff check digit. */
export const isAadhaar = (value: string) => /^[2-9]\d{11}$/.test(value) && verhoeffValid(value);

/** `ABCPE1234F`: 5 letters (the 4th is P for an individual), 4 digits, 1 letter. */
export const isIndividualPan = (value: string) => /^[A-Z]{3}P[A-Z][0-9]{4}[A-Z]$/.test(value);

/** `SBIN0001234`: 4 letters of the bank, a 0, then 6 letters or digits of the branch. */
export const isIfsc = (value: string) => /^[A-Z]{4}0[A-Z0-9]{6}$/.test(value);
