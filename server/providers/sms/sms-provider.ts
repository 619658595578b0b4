/** An SMS to one phone. `code` is set for sign-in codes (DLT templates send it as a variable). */
export interface SmsMessage {
  /** 91 followed by the 10-digit number. */
  phone: string;
  text: string;
  code?: string;
}

/** Sends SMS. Rejects when the provider did not accept the message. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage, now: Date): Promise<void>;
}
