/**
 * Answers compressed for a client that accepts it (@fastify/compress): a screen document, the FAQ or
 * a product list is several kilobytes of JSON that a borrower on a slow network waits for, and
 * Brotli sends a fifth to a third of it. Only answers of 1 KB or more (smaller ones gain less than
 * the headers cost), Brotli at quality 4 (a few tenths of a millisecond for a screen, where 11 would
 * take tens), gzip for clients without Brotli. The built client's files keep their precompressed
 * copies (static-files.ts): an answer that already has an encoding is left as it is. Request bodies
 * are not decompressed: the API takes plain JSON and multipart, and a compressed body would let a
 * few bytes on the wire become the body limit's worth of parsing.
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
  });
}
