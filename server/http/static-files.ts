import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** The one route @fastify/static answers every file on (its prefix, then a wildcard). */
export const CLIENT_FILES_ROUTE = '/*';

/** Whether the client has been built into `distDir` (`npm run build`; `npm start` builds it first). */
export function clientBuilt(distDir: string): boolean {
  return existsSync(path.join(distDir, 'index.html'));
}

/**
 * Serves the built client from dist/ when it has been built (dist/index.html exists). Vite names assets by content hash, so they
 * are cached for a year; everything else (index.html, the service worker) is revalidated.
 * Returns whether the client is served.
 */
export async function registerStaticFiles(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!clientBuilt(distDir)) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    cacheControl: false,
    // The build writes Brotli and gzip copies of its text files (scripts/vite/precompress.ts): a
    // browser that accepts them gets about a third of the bytes, without compressing per request.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const hashed = /[\\/]assets[\\/]/.test(filePath);
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}
