/** The KYC timings and limits (DOMAIN.md "Identity and data"; spec §9: OTP resend after 60 s). */
export const kycRules = {
  /** A card number read from a photo may be submitted for this long. */
  cardReadValidMinutes: 60,
  aadhaarOtp: {
    validMinutes: 10,
    resendAfterSeconds: 60,
    maxWrongTries: 5,
    perHour: 5,
    /**
     * OTPs sent for one Aadhaar number per hour, whoever asks: a real provider texts the holder's
     * linked mobile, so several accounts must not be able to flood a stranger's phone.
     */
    perNumberPerHour: 5,
    /** After the OTP is verified, the KYC must be saved within this time. */
    verifiedValidMinutes: 30,
  },
  /** Face photos a borrower may have checked per hour (each costs a model run). */
  faceChecksPerHour: 10,
  /**
   * Card photos a borrower may have read per hour, both cards together (a real OCR provider bills
   * each read; the two cards with a few retakes need well under this).
   */
  cardPhotoReadsPerHour: 20,
} as const;

/** Hours of proofs kept after they stopped mattering, before the cleanup job deletes them. */
export const PROOF_RETENTION_HOURS = 24;

/** A name as the borrower typed or corrected it: letters, spaces, dots, apostrophes, hyphens. */
export function cleanRealName(input: string): string | null {
  const name = input.replace(/\s+/g, ' ').trim();
  if (name.length < 2 || name.length > 100) return null;
  return /^[A-Za-z][A-Za-z .'-]*$/.test(name) ? name : null;
}
