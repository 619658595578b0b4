/**
 * The shapes of Indian identity and banking numbers (DOMAIN.md "Identity and data"), as the
 * screens' `phone`, `aadhaar`, `pan` and `ifsc` rules check them while the borrower types and as
 * the server checks them before it stores or sends anything.
 */
import { verhoeffValid } from './verhoeff.ts';

/** A 10-digit Indian mobile number, starting 6-9. */
export const isIndianMobile = (value: string) => /^[6-9][0-9]{9}$/.test(value);

/** 12 digits, the first 2-9 (0 and 1 are never issued), with a valid Verhoeff check digit. */
export const isAadhaar = (value: string) => /^[2-9][0-9]{11}$/.test(value) && verhoeffValid(value);

/** The shape of any PAN: 5 letters, 4 digits, 1 letter. */
export const PAN_SHAPE = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** `ABCPE1234F`: a PAN whose 4th letter, the holder's status, is P for an individual. */
export const isIndividualPan = (value: string) => PAN_SHAPE.test(value) && value[3] === 'P';

/** `SBIN0001234`: 4 letters of the bank, a 0, then 6 letters or digits of the branch. */
export const isIfsc = (value: string) => /^[A-Z]{4}0[A-Z0-9]{6}$/.test(value);
