import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addEndpoint } from './add-endpoint.ts';
import type { Contract } from './load-contract.ts';

/**
 * A provider's signed server-to-server notification (a payment gateway's or a bank's webhook). The
 * signature covers the exact bytes sent, so this route alone keeps the body as a Buffer, whatever
 * its content type; its own scope keeps the JSON parser of every other route untouched. The flood
 * limit counts these routes on a budget of their own (decision 0074).
 */
export function addSignedNotification(
  app: FastifyInstance,
  contract: Contract,
  id: string,
  handler: (request: FastifyRequest, rawBody: Buffer) => Promise<unknown>,
): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    addEndpoint(
      scope,
      contract,
      id,
      async (request) => handler(request, Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)),
      { signedNotification: true },
    );
  });
}
