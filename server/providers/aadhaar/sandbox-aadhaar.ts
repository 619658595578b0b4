import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import type { AadhaarOtpCheck, AadhaarOtpSend, AadhaarProvider } from './aadhaar-provider.ts';

function hashCode(secret: string, salt: string, reference: string, code: string): string {
  return createHmac('sha256', secret).update(`${salt}:${reference}:${code}`).digest('hex');
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The SMS text: the code first, so it is the number the dev outbox picks out. */
export function aadhaarOtpText(code: string, aadhaarLast4: string, validMinutes: number): string {
  return `${code} is your OTP to verify Aadhaar ending ${aadhaarLast4}. It is valid for ${validMinutes} minutes. Do not share it with anyone.`;
}

/**
 * Stands in for UIDAI in development and tests: it has no Aadhaar records, so any valid number is
 * "linked" to the borrower's own phone. The 6-digit code (secure random) is written to the SMS
 * outbox (read through /api1/dev/outbox) and the server log, and kept only as a salted HMAC.
 * Never used in production (the kyc module refuses the OTP variant there).
 */
export function sandboxAadhaar(db: Queryable, secret: string, log: FastifyBaseLogger): AadhaarProvider {
  return {
    name: 'sandbox',
    async sendOtp(request: AadhaarOtpSend) {
      const reference = `sandbox-aadhaar-${randomUUID()}`;
      const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
      const salt = randomBytes(16).toString('base64url');
      await db.query(
        'INSERT INTO sandbox_aadhaar_otps (reference, phone, code_hash, salt, created_at) VALUES ($1, $2, $3, $4, $5)',
        [reference, request.borrowerPhone, hashCode(secret, salt, reference, code), salt, request.now],
      );
      const text = aadhaarOtpText(code, request.aadhaar.slice(-4), request.validMinutes);
      await db.query('INSERT INTO sms_outbox (phone, text, created_at) VALUES ($1, $2, $3)', [
        request.borrowerPhone,
        text,
        request.now,
      ]);
      log.info(`Aadhaar OTP for ${request.borrowerPhone}: ${code}`);
      return { reference };
    },
    async checkOtp(reference: string, otp: string): Promise<AadhaarOtpCheck> {
      const { rows } = await db.query<{ code_hash: string; salt: string }>(
        'SELECT code_hash, salt FROM sandbox_aadhaar_otps WHERE reference = $1',
        [reference],
      );
      const row = rows[0];
      const verified =
        row !== undefined && sameHex(hashCode(secret, row.salt, reference, otp), row.code_hash);
      return { verified, holderName: null };
    },
  };
}
