import type { FastifyInstance } from 'fastify';
import { AppError } from '../contract/app-error.ts';
import { API_PREFIX } from '../contract/add-endpoint.ts';
import { sendFailure } from './error-handler.ts';

function wantsHtml(accept: string | undefined): boolean {
  return accept !== undefined && accept.includes('text/html');
}

/**
 * Unknown /api1 routes answer the envelope 404. When the app is built, other GETs that accept
 * HTML get index.html, so the client router (history mode) draws the route.
 */
export function registerNotFound(app: FastifyInstance, options: { clientServed: boolean }): void {
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && wantsHtml(request.headers.accept);
    if (!isApi && isPage && options.clientServed) {
      // sendFile sends on its own. Returning the reply too would make Fastify await it, which
      // watches the response's end with two more 'close' listeners: the page's response then
      // carried 10, Node's leak-warning limit, and warned whenever anything added one more.
      reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      return;
    }
    return sendFailure(reply, new AppError('NOT_FOUND'));
  });
}
