import type { FastifyRequest } from 'fastify';
import { looksLikeToken } from '../modules/auth/secrets.ts';
import { clientNetwork } from './client-network.ts';
import { createMinuteBudget } from './minute-budget.ts';
import { createMinuteMap } from './minute-map.ts';
import { tokenHeader, type RequestSession } from './request-session.ts';

const BORROWER = 'borrower:';

/** Whether a flood-limit key names a signed-in borrower (else it names a network). */
export function isBorrowerKey(key: string): boolean {
  return key.startsWith(BORROWER);
}

export interface FloodKeyOptions {
  sessionOf: RequestSession;
  /** Tokens that name no live session a network may have looked up a minute; then none. */
  unknownTokensPerMinute: number;
  now?: () => number;
}

/**
 * What the flood limit counts a request against (decision 0069): a signed-in borrower's calls to
 * the routes that read a token against that borrower's own budget, everything else against the
 * network it comes from (decision 0026). Behind a carrier's NAT hundreds of borrowers share one
 * address; on one budget, a few of them at work left the rest refused.
 *
 * Knowing the borrower takes a look-up of the token. The auth hook makes it anyway (the two share
 * it, request-session.ts), but the flood limit runs first, also for requests it will refuse, so
 * the look-up is bounded: a live token is remembered for the rest of the minute (a flood on a
 * valid token is refused without the database), and a network whose tokens named no session
 * `unknownTokensPerMinute` times in a minute gets no more look-ups: its token-bearing requests are
 * counted as the network's, like any signed-out request.
 */
export function floodKey(options: FloodKeyOptions): (request: FastifyRequest) => Promise<string> {
  const unknownTokens = createMinuteBudget(options.unknownTokensPerMinute, options.now);
  // The borrower of each live token seen this minute.
  const liveTokens = createMinuteMap<number>(options.now);

  return async (request) => {
    const network = clientNetwork(request.ip);
    const mode = request.routeOptions.config.auth;
    const token = tokenHeader(request);
    if (!mode || mode === 'none' || !token || !looksLikeToken(token)) return network;
    const userId = liveTokens().get(token);
    if (userId !== undefined) return `${BORROWER}${userId}`;
    // Spent before the look-up, so that many at once cannot all pass a budget that has one left.
    if (!unknownTokens.take(network, 1)) return network;
    const session = await options.sessionOf(request);
    if (!session) return network;
    unknownTokens.giveBack(network, 1);
    liveTokens().set(token, session.userId);
    return `${BORROWER}${session.userId}`;
  };
}
