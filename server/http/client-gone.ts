import type { FastifyReply } from 'fastify';

/** The reason a client-gone signal aborts with; the error handler answers it REQUEST_ABANDONED. */
export class ClientGoneError extends Error {
  constructor() {
    super('The client closed its connection before its answer was sent');
    this.name = 'ClientGoneError';
  }
}

/**
 * A signal that aborts when the client's connection closes before its answer has been sent (the
 * borrower closed the app, a mobile connection dropped), for work nobody would see the end of.
 * Fastify's own request.signal cannot tell this: it follows the request stream, which also closes
 * once its body has been read.
 */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  if (response.destroyed && !response.writableFinished) controller.abort(new ClientGoneError());
  else
    response.once('close', () => {
      if (!response.writableFinished) controller.abort(new ClientGoneError());
    });
  return controller.signal;
}
