/**
 * The envelope's `data` of a refusal to send a code again so soon (OTP_RESEND_TOO_SOON,
 * AADHAAR_OTP_RESEND_TOO_SOON; decision 0023): the seconds left, under the name the success answer
 * uses, so a client whose first answer was lost can show the countdown it missed.
 */
export interface ResendWaitData {
  resendAfter: number;
}

/** Whole seconds, rounded up and at least 1, as the message's wait is worded. */
export function resendWaitData(waitMs: number): ResendWaitData {
  return { resendAfter: Math.max(1, Math.ceil(waitMs / 1000)) };
}
