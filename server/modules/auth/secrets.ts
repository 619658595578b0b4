import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 4-digit sign-in code from the operating system's secure random source. */
export function newLoginCode(): string {
  return randomInt(0, 10_000).toString().padStart(4, '0');
}

export function newSalt(): string {
  return randomBytes(16).toString('base64url');
}

/** Codes are kept only as an HMAC keyed by the server secret, salted per code. */
export function hashLoginCode(secret: string, salt: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${salt}:${phone}:${code}`).digest('hex');
}

/** The browser's id (its web_uuid header) as kept with a code it used: an HMAC, never as sent. */
export function hashDeviceId(secret: string, deviceId: string): string {
  return createHmac('sha256', secret).update(`device:${deviceId}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** 32 random bytes: what the client holds. Only its SHA-256 is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token this server could have issued (43 base64url characters). */
export function looksLikeToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
