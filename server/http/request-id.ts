/**
 * Each request's id, as the log's `reqId` and the answer's `X-Request-Id` (decision 0100):
 * - a proxy or load balancer in front that names requests (nginx's `$request_id`, a cloud
 *   balancer's trace id) sends its name in `X-Request-Id`: a well-formed one is kept, so its lines
 *   and this server's can be matched;
 * - otherwise one of this process's: a prefix drawn at random at start, and a count. Fastify's own
 *   ids counted from "req-1" anew in every process, so two processes behind one balancer, or one
 *   process restarted, logged different requests under the same id.
 * The answer carries it, so a borrower's complaint or a support ticket can quote it.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a proxy's id may look like: no spaces, quotes or line breaks to bend a log line. */
const WELL_FORMED = /^[A-Za-z0-9._:;=/+-]{1,128}$/;

export function requestIdOptions(
  prefix: string = randomBytes(4).toString('hex'),
): Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> {
  let count = 0;
  return {
    // Read here rather than by Fastify, which would take any value the header carries.
    requestIdHeader: false,
    genReqId(request: IncomingMessage) {
      const given = request.headers[REQUEST_ID_HEADER];
      if (typeof given === 'string' && WELL_FORMED.test(given)) return given;
      count += 1;
      return `${prefix}-${count.toString(36)}`;
    },
  };
}

/** Every answer says which request it answers, the router's refusals before any hook included. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    return payload;
  });
}
