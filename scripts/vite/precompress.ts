/**
 * Client build only: writes a Brotli (`.br`) and a gzip (`.gz`) copy next to each text file of the
 * build (JavaScript, CSS, HTML, SVG, JSON), which the server sends to browsers that accept them
 * (`preCompressed` of server/http/static-files.ts). A phone on a slow network then downloads about a
 * third of the bytes; compressing once at build time costs the server nothing per request.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILE = /\.(js|mjs|css|html|svg|json|webmanifest)$/;
/** Below this a compressed copy saves less than a network packet. */
export const MIN_BYTES = 1024;

/** Writes `<file>.br` and `<file>.gz` for one file when it is text and large enough; says whether it did. */
export function precompressFile(file: string): boolean {
  if (!TEXT_FILE.test(file)) return false;
  const body = readFileSync(file);
  if (body.length < MIN_BYTES) return false;
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  return true;
}

export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? path.dirname(options.file ?? '');
      for (const fileName of Object.keys(bundle)) precompressFile(path.join(outDir, fileName));
    },
  };
}
