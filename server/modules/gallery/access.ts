/**
 * Who may see the gallery (decision 0014): everyone while the development surface is on; in
 * production only staff bringing GALLERY_TOKEN, once as `?token=` (which leaves a cookie scoped to
 * /__gallery) and then through that cookie. Everyone else is told there is nothing here (404).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const GALLERY_PATH = '/__gallery';
const COOKIE = 'gallery_token';

export interface GalleryAccessOptions {
  /** The development surface is on: the gallery is open. */
  open: boolean;
  /** GALLERY_TOKEN; without it (and not open) the gallery does not exist. */
  token: string | undefined;
  /** Cookies sent only over https (production). */
  secureCookie: boolean;
}

/** Equal texts, compared in a time that does not depend on where they differ (hashes: equal lengths). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function queryToken(request: FastifyRequest): string | undefined {
  const token = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof token === 'string' ? token : undefined;
}

/**
 * Whether the request may see the gallery; a right `?token=` also sets the cookie on the reply so
 * the pages, frames and API calls that follow are let in without it.
 */
export function galleryAccess(options: GalleryAccessOptions) {
  return (request: FastifyRequest, reply: FastifyReply): boolean => {
    if (options.open) return true;
    const expected = options.token;
    if (expected === undefined) return false;
    const fromQuery = queryToken(request);
    if (fromQuery !== undefined && sameSecret(fromQuery, expected)) {
      const secure = options.secureCookie ? '; Secure' : '';
      reply.header(
        'Set-Cookie',
        `${COOKIE}=${encodeURIComponent(fromQuery)}; Path=${GALLERY_PATH}; HttpOnly; SameSite=Strict${secure}`,
      );
      return true;
    }
    const fromCookie = cookieValue(request.headers.cookie, COOKIE);
    return fromCookie !== undefined && sameSecret(fromCookie, expected);
  };
}
