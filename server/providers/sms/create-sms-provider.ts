import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config.ts';
import type { Queryable } from '../../db/db.ts';
import { httpGatewaySms } from './http-gateway-sms.ts';
import { sandboxSms } from './sandbox-sms.ts';
import type { SmsProvider } from './sms-provider.ts';

export function createSmsProvider(config: SmsConfig, db: Queryable, log: FastifyBaseLogger): SmsProvider {
  if (config.provider === 'http') return httpGatewaySms(config);
  return sandboxSms(db, log);
}
