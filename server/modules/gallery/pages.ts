/**
 * The gallery's pages: `gallery.html` of the client build (its own Vite entry, so no borrower ever
 * downloads it), the same file for the index and for a frame (the page's script tells them apart).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';

export const GALLERY_HTML = 'gallery.html';

export async function sendGalleryPage(reply: FastifyReply, distDir: string): Promise<FastifyReply> {
  reply.header('Cache-Control', 'no-store');
  try {
    const html = await readFile(path.join(distDir, GALLERY_HTML), 'utf8');
    return reply.type('text/html; charset=utf-8').send(html);
  } catch {
    return reply
      .code(404)
      .type('text/plain; charset=utf-8')
      .send('The gallery pages are part of the client build: run npm run build (or npm start), then reload.');
  }
}
