import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import type { SmsMessage, SmsProvider } from './sms-provider.ts';

/**
 * Sends nothing: the message goes to the sms_outbox table (read through /api1/dev/outbox) and the
 * code to the server log, so sign-in works offline. Never allowed in production (config refuses).
 */
export function sandboxSms(db: Queryable, log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'sandbox',
    async send(message: SmsMessage, now: Date) {
      await db.query('INSERT INTO sms_outbox (phone, text, created_at) VALUES ($1, $2, $3)', [
        message.phone,
        message.text,
        now,
      ]);
      if (message.code) log.info(`OTP for ${message.phone}: ${message.code}`);
      else log.info(`SMS for ${message.phone}: ${message.text}`);
    },
  };
}
