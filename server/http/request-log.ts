/**
 * What the request log says about a request: Fastify's own fields, with the values of personal
 * query parameters masked to their last four characters.
 *
 * Every request is logged at `info` with its URL, and the spec puts the borrower's phone number in
 * one (`GET /sms/v1/sendCode?phone=91...`, every sign-in): each sign-in left a full mobile number in
 * the operator's logs and wherever they are shipped. The last four digits still let an operator
 * match a borrower's complaint to a line. The app-login bridge's page (`/joint?...`) carries the
 * device's advertising and vendor ids, shown the same way, and its `sign`, which with the rest of
 * the URL signs a login within its five minutes: it is hidden whole, as is the gallery's staff
 * `token` (whoever reads it opens the gallery). Bodies are never logged. A failure's line carries
 * its envelope code beside the HTTP status, which is 200 for most refusals (answered-code.ts).
 */
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { answeredCode } from './answered-code.ts';

/** Query parameters whose values identify a person or a device: shown by their last characters. */
const PERSONAL_QUERY_PARAMETERS: ReadonlySet<string> = new Set(['phone', 'deviceId', 'idfa', 'idfv']);
/** Query parameters whose values open something: hidden whole. */
const SECRET_QUERY_PARAMETERS: ReadonlySet<string> = new Set(['token', 'sign']);
const SHOWN_TAIL = 4;

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw; // a broken escape: compared as written
  }
}

function masked(value: string): string {
  const tail = value.length > SHOWN_TAIL * 2 ? value.slice(-SHOWN_TAIL) : '';
  return `${'*'.repeat(value.length - tail.length)}${tail}`;
}

function maskedValue(name: string, value: string): string {
  if (SECRET_QUERY_PARAMETERS.has(name)) return '***';
  if (PERSONAL_QUERY_PARAMETERS.has(name)) return masked(value);
  return value;
}

/** The URL with the values of personal and secret query parameters masked; anything else as it came. */
export function urlForLog(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const end = url.indexOf('#', start);
  const query = url.slice(start + 1, end < 0 ? undefined : end);
  const pairs = query.split('&').map((pair) => {
    const equals = pair.indexOf('=');
    if (equals < 0) return pair;
    const name = pair.slice(0, equals);
    return `${name}=${maskedValue(decodedName(name), pair.slice(equals + 1))}`;
  });
  return `${url.slice(0, start)}?${pairs.join('&')}${end < 0 ? '' : url.slice(end)}`;
}

/** Fastify's default `req` serializer with the URL masked. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url),
    version: [request.headers['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify's default `res` serializer, with the envelope's code of a failure (answered-code.ts). */
export function responseForLog(reply: { statusCode: number; raw?: FastifyReply['raw'] }) {
  const code = answeredCode(reply);
  return code === undefined ? { statusCode: reply.statusCode } : { statusCode: reply.statusCode, code };
}

/** The server's logger options with the masked request serializer (no logger stays none). */
export function withRequestLogPrivacy(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: requestForLog, res: responseForLog } };
}
