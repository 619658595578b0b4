/**
 * `/api1` answers are not kept by the browser unless their route says how they may be (the screen
 * documents: `no-cache`, revalidated by their ETag).
 *
 * Without a Cache-Control header a browser may keep an answer in its HTTP cache, on disk: after a
 * borrower tapped Quit on a shared phone, the next person's browser still had the contacts' names
 * and mobiles, the bank accounts and the order detail, readable without a token. Every borrower's
 * answer is personal, and the public ones (FAQ, config) are small and read once a visit.
 */
import type { FastifyInstance } from 'fastify';

const API_PREFIX = '/api1/';

export function registerApiAnswersNotStored(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith(API_PREFIX) && !reply.hasHeader('cache-control'))
      reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
