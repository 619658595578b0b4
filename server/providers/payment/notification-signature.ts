import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of the exact bytes received, as lowercase hex (what gateways put in their header). */
export function signatureHex(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/**
 * Whether `signature` is the HMAC of the raw body. Compared in constant time so the answer's timing
 * tells an attacker nothing about how much of a forged signature was right; a signature of the wrong
 * length (timingSafeEqual throws on unequal lengths) is simply false.
 */
export function hasValidSignature(secret: string, rawBody: Buffer, signature: string | undefined): boolean {
  const expectedHex = signatureHex(secret, rawBody);
  // Checked as text first: Buffer.from(hex) silently drops a trailing odd digit or stops at a non-hex one.
  if (!signature || signature.length !== expectedHex.length || !/^[0-9a-fA-F]+$/.test(signature))
    return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length) return false;
  return timingSafeEqual(given, expected);
}
