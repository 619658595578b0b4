/**
 * An answer is not kept by the browser unless its route says how it may be: the screen documents
 * (`no-cache`, revalidated by their ETag), the app's pages (`no-cache`) and its hashed files
 * (immutable) say so; every `/api1` answer and anything else is sent with `no-store`.
 *
 * Without a Cache-Control header a browser may keep an answer in its HTTP cache, on disk: after a
 * borrower tapped Quit on a shared phone, the next person's browser still had the contacts' names
 * and mobiles, the bank accounts and the order detail, readable without a token (decision 0105).
 * The default is for every answer, not for a path prefix: a route can be reached by more than one
 * spelling of its path, and an answer that should be kept is one its route knows about.
 */
import type { FastifyInstance } from 'fastify';

export function registerAnswersNotStored(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
