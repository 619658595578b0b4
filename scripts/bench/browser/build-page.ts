// Builds the browser benchmark's page with Vite in production mode (React's production build, the
// same screen-copy and widget-facts transforms as the app's build) into a temporary folder.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { resolveScreenCopy } from '../../vite/resolve-screen-copy.ts';
import { widgetFactsOnly } from '../../vite/widget-facts-only.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Returns the folder holding index.html and its assets. */
export async function buildBenchPage(): Promise<string> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'loan-app-bench-page-'));
  await build({
    configFile: false,
    root: here,
    base: './',
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), resolveScreenCopy(), widgetFactsOnly()],
    build: { outDir, emptyOutDir: true, target: 'es2020', sourcemap: false, reportCompressedSize: false },
  });
  return outDir;
}
