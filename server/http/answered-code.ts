/**
 * The envelope's code a failure was answered with, for the request log. Most refusals are answered
 * with HTTP 200, as the spec has them (a wrong sign-in code, a refused KYC photo): the log's
 * "request completed" line said 200 for each, so an operator could tell neither a refusal from a
 * success nor one refusal from another. That line now carries the code beside the status.
 */
import type { FastifyReply } from 'fastify';

const codes = new WeakMap<FastifyReply['raw'], number>();

export function rememberAnsweredCode(reply: FastifyReply, code: number): void {
  codes.set(reply.raw, code);
}

/** The failure's envelope code, or undefined for a success or an answer that is not the envelope. */
export function answeredCode(reply: { raw?: FastifyReply['raw'] }): number | undefined {
  return reply.raw && codes.get(reply.raw);
}
