/**
 * The installable web app (vite-plugin-pwa, read by vite.config.ts at build time; nothing here is in
 * the browser bundle): the manifest, and the service worker's rules (decision 0013):
 * - precached: the app shell, i.e. index.html, every JavaScript and CSS file of the build (the screen
 *   chunks included: they are the offline copies of the screens), fonts and icons, so a returning
 *   borrower on a bad connection sees the app at once, and offline;
 * - screen documents (`GET /api1/screens/{id}`): network first, the last copy when the network is
 *   down or slower than 3 s (a staff edit still reaches the very next visit);
 * - every other /api1 request: never touched by the service worker (no route matches, so the
 *   browser goes to the network as if there were none): money and orders are never served stale.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { SERVICE_WORKER_URL } from './service-worker.ts';

export const APP_NAME = 'Loan';
export const THEME_COLOUR = '#1f4fd8';

/** `GET /api1/screens/{id}` (query allowed), matched on the full URL as workbox does. */
export const SCREEN_DOCUMENT_URL = /\/api1\/screens\/[^/?#]+(?:\?[^#]*)?$/;
/**
 * Navigations that are not the app: the API (and the sandbox payment page under it), and the
 * operators' /health probe (decision 0025), opened in a browser that has the app installed.
 */
export const NOT_APP_NAVIGATION = /^\/(?:api1(?:\/|$)|health$)/;
/** The staff gallery's pages (decision 0014): never answered with the app shell. */
export const GALLERY_NAVIGATION = /^\/__gallery(?:\/|$)/;
/** The staff gallery's page and chunks in the build folder (src/gallery/, gallery.html). */
export const GALLERY_FILES = ['gallery.html', 'assets/gallery-*'];
/** What the app shell is, in the build folder. */
export const PRECACHE_GLOBS = ['**/*.{js,css,html,woff2,svg,png,webmanifest}'];

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  registerType: 'autoUpdate',
  // src/platform/service-worker.ts registers it after the first screen (kept off the critical path).
  injectRegister: false,
  filename: SERVICE_WORKER_URL.slice(1),
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    name: APP_NAME,
    short_name: APP_NAME,
    description: 'Short-term personal loans in India: sign in with your mobile number.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOUR,
    background_color: '#ffffff',
    lang: 'en-IN',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: PRECACHE_GLOBS,
    // Source maps are for debugging, never for a borrower's phone; nor is the staff gallery
    // (gallery.html and its own chunks, all named gallery-*; decision 0014).
    globIgnores: ['**/*.map', ...GALLERY_FILES],
    // A chunk above this (an on-device model, say) is fetched when needed, not installed up front.
    maximumFileSizeToCacheInBytes: 1024 * 1024,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [NOT_APP_NAVIGATION, GALLERY_NAVIGATION],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        urlPattern: SCREEN_DOCUMENT_URL,
        method: 'GET',
        handler: 'NetworkFirst',
        options: {
          cacheName: 'screens',
          networkTimeoutSeconds: 3,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 100, maxAgeSeconds: 30 * 24 * 60 * 60 },
        },
      },
    ],
  },
};
