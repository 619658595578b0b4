import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';

/**
 * A generous per-address limit on every request, against floods. The sign-in limits that matter
 * (codes per phone and per address) are business rules counted in the database by the auth module.
 * Exceeding it throws a 429 error that the error handler turns into the envelope. The plugin counts
 * an IPv6 client by its /64 and an IPv4-mapped one as IPv4, as the sign-in limits do (decision 0026).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: { max: number; windowMs: number },
): Promise<void> {
  await app.register(rateLimit, { global: true, max: options.max, timeWindow: options.windowMs });
}
