import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../contract/app-error.ts';
import { failure } from '../contract/envelope.ts';
import type { ErrorName } from '../contract/error-catalogue.ts';
import { requestLocale } from '../contract/locale.ts';
import { rememberAnsweredCode } from './answered-code.ts';
import { ClientGoneError } from './client-gone.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';

/**
 * Sends the envelope with plain JSON, bypassing the route's success schema (data is the error's,
 * mostly null); the message in the language the request asks for with `x-locale` (decision 0043).
 */
export function sendFailure(reply: FastifyReply, error: AppError): FastifyReply {
  const locale = requestLocale(reply.request);
  rememberAnsweredCode(reply, error.apiCode);
  return reply
    .code(error.statusCode)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(failure(error.apiCode, error.messageIn(locale), error.data));
}

/** Fastify's own errors, by their code, as catalogue entries. */
const frameworkErrors: Record<string, ErrorName> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_REQUEST',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_BAD_URL: 'MALFORMED_REQUEST',
  FST_ERR_MAX_PARAM_LENGTH: 'MALFORMED_REQUEST',
};

/**
 * 5xx refusals that are the server working as meant, under load or while it stops, not a fault: a
 * warning line each (a burst of them is a capacity signal), without the stack an error line carries.
 */
const capacityRefusals: ReadonlySet<ErrorName> = new Set(['PHOTO_CHECKS_BUSY', 'SERVER_STOPPING']);

function toAppError(error: FastifyError): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof ClientGoneError) return new AppError('REQUEST_ABANDONED');
  const known = frameworkErrors[error.code];
  if (known) return new AppError(known);
  if (error.statusCode === 429) return new AppError('TOO_MANY_REQUESTS');
  if (error.statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE');
  if (error.statusCode === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE');
  // Other client errors from the framework (e.g. a body with a forbidden __proto__ key).
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('MALFORMED_REQUEST');
  }
  return null;
}

/**
 * Fastify's `frameworkErrors` option: the router refuses some URLs before any route, hook or error
 * handler runs (a broken percent-escape such as %C0%AE, a path parameter over its length limit),
 * and would answer them with its own JSON instead of the envelope.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  // No hook runs for these answers, the one that names the request included.
  reply.header(REQUEST_ID_HEADER, request.id);
  sendFailure(reply, toAppError(error) ?? new AppError('MALFORMED_REQUEST'));
}

/** One error handler: every failure leaves as the envelope (decision 0006). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toAppError(error);
    if (known) {
      // A refusal caused by a failing dependency (e.g. the SMS provider) is the operator's business too.
      if (capacityRefusals.has(known.errorName))
        request.log.warn({ res: { statusCode: known.statusCode }, code: known.apiCode }, known.message);
      else if (known.statusCode >= 500 || known.cause !== undefined)
        request.log.error({ err: known.cause ?? error }, known.message);
      // Work dropped because its client had gone: Fastify logs no completion for a closed
      // connection, so without this line the request would end in the log with nothing.
      if (error instanceof ClientGoneError)
        request.log.info({ res: { statusCode: known.statusCode }, code: known.apiCode }, known.message);
      return sendFailure(reply, known);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendFailure(reply, new AppError('INTERNAL_ERROR'));
  });
}
