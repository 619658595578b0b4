import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { IPV6_NETWORK_BITS } from './client-network.ts';

/**
 * A generous per-address limit on every request, against floods. The sign-in limits that matter
 * (codes per phone and per address) are business rules counted in the database by the auth module.
 * Exceeding it throws a 429 error that the error handler turns into the envelope. It counts
 * requests by their network, as the sign-in limits do (client-network.ts, decision 0026).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: { max: number; windowMs: number },
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: options.windowMs,
    ipv6Subnet: IPV6_NETWORK_BITS,
  });
}
