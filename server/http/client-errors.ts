/**
 * Requests that never became a request the server could route, answered before any hook runs:
 * one that did not arrive whole in time (a body sent too slowly, or never: the server's
 * `requestTimeout`), headers over Node's limit, bytes that are not HTTP. Node hands them to the
 * server's `clientError`; Fastify's own answer is its JSON, here they get the envelope like every
 * other refusal (decision 0006). The connection is closed after the answer either way.
 *
 * Why a request timeout at all: Fastify leaves it off (Node's own would be 300 s), so a client that
 * sends a body's headers and then a byte now and then kept its connection, and the file descriptor
 * under it, for as long as it liked; enough of them and the server could accept no one else.
 */
import { STATUS_CODES, type ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import { catalogueEntry, type ErrorName } from '../contract/error-catalogue.ts';
import { failure } from '../contract/envelope.ts';

/** Node's codes for the client errors it reports, as catalogue entries. */
function errorNameOf(code: string | undefined): ErrorName {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  if (code === 'HPE_HEADER_OVERFLOW') return 'HEADERS_TOO_LARGE';
  return 'MALFORMED_REQUEST';
}

/** The raw HTTP answer for a client error: the envelope, then the connection closes. */
function clientErrorAnswer(code: string | undefined): string {
  const entry = catalogueEntry(errorNameOf(code));
  const body = JSON.stringify(failure(entry.code, entry.msg));
  return [
    `HTTP/1.1 ${entry.http} ${STATUS_CODES[entry.http] ?? 'Bad Request'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) socket.write(clientErrorAnswer(error.code));
  socket.destroy();
}

/**
 * Fastify's options for requests that arrive too slowly or broken. Node looks for requests past
 * their time every `connectionsCheckingInterval`, so a cut comes up to that much later.
 */
export function clientErrorOptions(requestTimeoutMs: number): {
  requestTimeout: number;
  http: ServerOptions;
  clientErrorHandler: (error: NodeJS.ErrnoException, socket: Socket) => void;
} {
  return {
    requestTimeout: requestTimeoutMs,
    http: {
      // Node swaps the two when the headers' time is the longer (60 s by default): keep it within.
      headersTimeout: Math.min(60_000, requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(requestTimeoutMs / 4))),
    },
    clientErrorHandler: answerClientError,
  };
}
