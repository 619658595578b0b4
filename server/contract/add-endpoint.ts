import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelopeSchema, success } from './envelope.ts';
import type { AuthMode, Contract } from './load-contract.ts';

export const API_PREFIX = '/api1';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract id of the endpoint a route serves; read by the auth hook. */
    endpointId?: string;
    auth?: AuthMode;
  }
}

export type EndpointHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** `/screens/{id}` -> `/screens/:id` */
function routePath(contractPath: string): string {
  return API_PREFIX + contractPath.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Registers the route of contract endpoint `id`: method, path, request validation and response
 * serialisation all come from the contract file; the handler returns the envelope's `data` (or
 * sends the reply itself, e.g. a 304).
 */
export function addEndpoint(
  app: FastifyInstance,
  contract: Contract,
  id: string,
  handler: EndpointHandler,
): void {
  const endpoint = contract.get(id);
  if (!endpoint)
    throw new Error(`No contract file schemas/api/endpoints/${id}.json for a route the server serves`);
  app.route({
    method: endpoint.method,
    url: routePath(endpoint.path),
    schema: {
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: envelopeSchema(endpoint.response) },
    },
    config: { endpointId: id, auth: endpoint.auth },
    handler: async (request, reply) => {
      const data = await handler(request, reply);
      if (reply.sent) return reply;
      return success(data);
    },
  });
}
