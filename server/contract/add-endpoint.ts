import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelopeSchema, success } from './envelope.ts';
import type { AuthMode, Contract, EndpointContract } from './load-contract.ts';
import { multipartBodyReader, type BodyValidator } from './multipart-body.ts';
import { MULTIPART, multipartSpec } from './multipart-fields.ts';
import { contractValidatorCompiler } from './validator-compiler.ts';

export const API_PREFIX = '/api1';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract id of the endpoint a route serves; read by the auth hook. */
    endpointId?: string;
    auth?: AuthMode;
    /** The route takes a multipart form (uploads); other routes refuse one. */
    multipart?: boolean;
    /** A provider's signed notification (a webhook): the flood limit gives it a budget of its own. */
    signedNotification?: boolean;
  }
}

// One compiler for the multipart bodies (their validation runs in multipart-body.ts, not Fastify's).
let multipartCompiler: ReturnType<typeof contractValidatorCompiler> | undefined;

/** The reader of a multipart endpoint's body: its parts checked against the contract. */
function multipartReader(endpoint: EndpointContract) {
  multipartCompiler ??= contractValidatorCompiler();
  const validate = multipartCompiler({
    schema: endpoint.body ?? {},
    method: endpoint.method,
    url: endpoint.path,
    httpPart: 'body',
  }) as BodyValidator;
  return multipartBodyReader(multipartSpec(endpoint.id, endpoint.body), validate);
}

export type EndpointHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** `/screens/{id}` -> `/screens/:id` */
function routePath(contractPath: string): string {
  return API_PREFIX + contractPath.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Registers the route of contract endpoint `id`: method, path, request validation and response
 * serialisation all come from the contract file; the handler returns the envelope's `data` (or
 * sends the reply itself, e.g. a 304). `kind` marks a provider's signed notification, which the
 * flood limit counts apart (server/http/rate-limit.ts).
 */
export function addEndpoint(
  app: FastifyInstance,
  contract: Contract,
  id: string,
  handler: EndpointHandler,
  kind: { signedNotification?: boolean } = {},
): void {
  const endpoint = contract.get(id);
  if (!endpoint)
    throw new Error(`No contract file schemas/api/endpoints/${id}.json for a route the server serves`);
  const multipart = endpoint.contentType === MULTIPART;
  app.route({
    method: endpoint.method,
    url: routePath(endpoint.path),
    schema: {
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.body && !multipart ? { body: endpoint.body } : {}),
      response: { 200: envelopeSchema(endpoint.response) },
    },
    // Route hooks run after the app's, so the token is checked before an upload is read.
    ...(multipart ? { preValidation: multipartReader(endpoint) } : {}),
    config: { endpointId: id, auth: endpoint.auth, multipart, ...kind },
    handler: async (request, reply) => {
      const data = await handler(request, reply);
      if (reply.sent) return reply;
      return success(data);
    },
  });
}
