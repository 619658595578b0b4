import type { FastifyRequest } from 'fastify';
import type { AuthSession, SessionResolver } from '../modules/auth/sessions.ts';

/** The `token` header as the app sends it (the first, if a client sent several). */
export function tokenHeader(request: FastifyRequest): string | undefined {
  const value = request.headers.token;
  return Array.isArray(value) ? value[0] : value;
}

export type RequestSession = (request: FastifyRequest) => Promise<AuthSession | null>;

/**
 * The session a request's token names, looked up at most once per request: the flood limit reads
 * it first, to count a signed-in borrower's requests against their own budget (decision 0069), and
 * the auth hook then reads the same answer instead of asking the database again.
 */
export function requestSession(resolveSession: SessionResolver): RequestSession {
  const found = new WeakMap<FastifyRequest, Promise<AuthSession | null>>();
  return (request) => {
    let session = found.get(request);
    if (!session) {
      session = resolveSession(tokenHeader(request));
      found.set(request, session);
    }
    return session;
  };
}
