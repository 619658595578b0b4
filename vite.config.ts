/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './src/platform/pwa-options.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { reloadOnScreenEdit } from './scripts/vite/reload-on-screen-edit.ts';
import { reactOnPreact, reactOnPreactUnderTest } from './scripts/vite/react-on-preact.ts';
import { resolveScreenCopy } from './scripts/vite/resolve-screen-copy.ts';
import { screenWidgetTypes } from './scripts/vite/screen-widget-types.ts';
import { browserFloor } from './scripts/vite/browser-floor.ts';
import { sizeBudget } from './scripts/vite/size-budget.ts';
import { widgetFactsOnly } from './scripts/vite/widget-facts-only.ts';

// One config for the client build and the test projects: `unit` (renderer, widgets, app shell and
// scripts, in jsdom, on React), `preact` (the client's unit tests again on Preact, the runtime the
// borrower gets) and `server` (the /api1 server through inject(), in node). The service worker
// and manifest (src/platform/pwa-options.ts) are made by the build only, never under test.
const underTest = Boolean(process.env.VITEST);

export default defineConfig({
  plugins: [
    react(),
    reloadOnScreenEdit(),
    resolveScreenCopy(),
    screenWidgetTypes(),
    widgetFactsOnly(),
    ...(underTest
      ? []
      : [VitePWA(pwaOptions), sizeBudget(import.meta.dirname), browserFloor(), precompress()]),
  ],
  // The built app runs on Preact's React compatibility layer (decision 0018); the `unit` project runs
  // on React, the `preact` project on Preact.
  resolve: underTest ? {} : { alias: reactOnPreact },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2020',
    // gallery.html is the staff gallery (/__gallery, decision 0014): its own entry, so no borrower
    // downloads it, and kept out of the service worker's precache (src/platform/pwa-options.ts).
    rolldownOptions: { input: { main: 'index.html', gallery: 'gallery.html' } },
  },
  server: { port: 5173, proxy: { '/api1': 'http://localhost:8080' } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'renderer/**/*.test.{ts,tsx}',
            'widgets/**/*.test.{ts,tsx}',
            'src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'rules/**/*.test.ts',
            'tests/unit/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['tests/setup/unit.ts'],
        },
      },
      {
        extends: true,
        resolve: { alias: reactOnPreactUnderTest },
        test: {
          name: 'preact',
          environment: 'jsdom',
          include: ['renderer/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/unit.ts', 'tests/setup/preact.ts'],
          env: { TEST_RUNTIME: 'preact' },
          // Processed by Vite, so the aliases reach the React they import.
          server: { deps: { inline: [/@testing-library\/react/, /react-hook-form/, /@hookform/] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          setupFiles: ['tests/setup/server.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
