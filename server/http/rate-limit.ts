import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { IPV6_NETWORK_BITS } from './client-network.ts';
import { floodKey, isBorrowerKey } from './flood-key.ts';
import type { FloodLimits } from '../config.ts';
import type { RequestSession } from './request-session.ts';
import { CLIENT_FILES_ROUTE } from './static-files.ts';

/**
 * A generous per-address limit on every request, against floods. The sign-in limits that matter
 * (codes per phone and per address) are business rules counted in the database by the auth module.
 * Exceeding it throws a 429 error that the error handler turns into the envelope. It counts
 * requests by their network, as the sign-in limits do (client-network.ts, decision 0026), except a
 * signed-in borrower's calls to the routes that read a token, which count against that borrower's
 * own budget (flood-key.ts, decision 0069): hundreds of borrowers may share one carrier's address.
 *
 * The built client's files are counted apart, against a larger budget (decision 0036): a first
 * visit fetches about a hundred of them (the page, its scripts, and the service worker installing
 * every screen's), so on one shared budget three borrowers opening the app within a minute behind
 * one carrier NAT left the fourth a blank page and every borrower there without the API.
 *
 * So are the providers' signed notifications (decision 0074): a gateway or a bank sends every
 * webhook from a few addresses of its own, one or more per payment and payout, and a refused one
 * comes back only after its sender's backoff. They neither take from nor wait on the API's budget.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: FloodLimits,
  sessionOf: RequestSession,
): Promise<void> {
  // Before the plugin's own hook, which gives a route with its own settings a counter of its own.
  app.addHook('onRoute', (route) => {
    const max =
      route.url === CLIENT_FILES_ROUTE
        ? options.filesMax
        : route.config?.signedNotification
          ? options.notificationsMax
          : undefined;
    if (max === undefined) return;
    route.config = { ...route.config, rateLimit: { max, timeWindow: options.windowMs } };
  });
  await app.register(rateLimit, {
    global: true,
    keyGenerator: floodKey({ sessionOf, unknownTokensPerMinute: options.max }),
    max: (_request, key) => (isBorrowerKey(key) ? options.perBorrowerMax : options.max),
    timeWindow: options.windowMs,
    ipv6Subnet: IPV6_NETWORK_BITS,
  });
}
