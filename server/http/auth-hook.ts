import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../contract/app-error.ts';
import type { AuthSession } from '../modules/auth/sessions.ts';
import type { RequestSession } from './request-session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in borrower, when the route's contract reads a token and it is valid. */
    auth: AuthSession | null;
  }
}

/**
 * Reads the `token` header as each route's contract says (`auth`: none, optional, required).
 * Runs before validation, so a signed-out borrower gets -4 rather than a field message.
 */
export function registerAuthHook(app: FastifyInstance, sessionOf: RequestSession): void {
  app.decorateRequest('auth', null);
  app.addHook('preValidation', async (request) => {
    const mode = request.routeOptions.config.auth;
    if (!mode || mode === 'none') return;
    request.auth = await sessionOf(request);
    if (mode === 'required' && !request.auth) throw new AppError('SIGNED_OUT');
  });
}

/** The borrower of an `auth: required` route (the hook has already refused anyone else). */
export function signedIn(request: FastifyRequest): AuthSession {
  if (!request.auth) throw new AppError('SIGNED_OUT');
  return request.auth;
}
