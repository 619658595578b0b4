/**
 * How the sandbox providers deliver their signed notifications: POSTed to this server's own route,
 * in this process (`inject`), exactly as a real provider's webhook arrives over the network.
 */
import type { FastifyInstance } from 'fastify';

export interface DeliveryAnswer {
  statusCode: number;
  code: number;
  msg: string;
}

export async function postInProcess(
  app: FastifyInstance,
  url: string,
  signed: { body: string; headers: Record<string, string> },
): Promise<DeliveryAnswer> {
  const delivered = await app.inject({ method: 'POST', url, headers: signed.headers, payload: signed.body });
  try {
    const answer = delivered.json<{ code: number; msg: string }>();
    return { statusCode: delivered.statusCode, code: answer.code, msg: answer.msg };
  } catch {
    return { statusCode: delivered.statusCode, code: -1, msg: `HTTP ${delivered.statusCode}` };
  }
}

/** Taken by the route: a provider stops sending only then. */
export function isAcknowledged(answer: DeliveryAnswer): boolean {
  return answer.statusCode === 200 && answer.code === 0;
}
