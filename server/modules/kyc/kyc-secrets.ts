import { createHmac } from 'node:crypto';

/**
 * How a card number is kept between KYC steps: an HMAC keyed by the server secret, so the same
 * number is recognised again but cannot be read back, nor found by hashing all 10^12 candidates
 * without the secret.
 */
export function numberHash(secret: string, card: 'aadhaar' | 'pan', number: string): string {
  return createHmac('sha256', secret).update(`kyc:${card}:${number}`).digest('hex');
}
