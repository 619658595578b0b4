/** One Aadhaar OTP to send: to the mobile number linked with the Aadhaar number. */
export interface AadhaarOtpSend {
  aadhaar: string;
  /**
   * The borrower's own phone (91 + 10 digits). A real provider ignores it (UIDAI sends to the
   * number linked with the Aadhaar); the sandbox sends there, as it has no Aadhaar records.
   */
  borrowerPhone: string;
  validMinutes: number;
  now: Date;
}

export interface AadhaarOtpCheck {
  /** The OTP matches the one sent for this reference. */
  verified: boolean;
  /** The holder's name when the provider returns the Aadhaar details; null otherwise. */
  holderName: string | null;
}

/**
 * Aadhaar OTP verification through a KYC provider. The rules around it (validity, resend wait,
 * wrong tries) are the kyc module's; the provider only sends and checks codes. Both reject when the
 * provider could not be asked.
 */
export interface AadhaarProvider {
  readonly name: string;
  /** Sends an OTP; resolves the provider's reference of this request. */
  sendOtp(request: AadhaarOtpSend): Promise<{ reference: string }>;
  checkOtp(reference: string, otp: string): Promise<AadhaarOtpCheck>;
}
