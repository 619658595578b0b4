import { describe, expect, it } from 'vitest';
import { GALLERY_NAVIGATION, NOT_APP_NAVIGATION, pwaOptions, SCREEN_DOCUMENT_URL } from './pwa-options.ts';

const origin = 'https://loan.example';

describe('the service worker rules', () => {
  it('caches screen documents and nothing else of the API', () => {
    expect(SCREEN_DOCUMENT_URL.test(`${origin}/api1/screens/home`)).toBe(true);
    expect(SCREEN_DOCUMENT_URL.test(`${origin}/api1/screens/orders.detail?format=1`)).toBe(true);
    for (const api of [
      '/api1/home/v1/index',
      '/api1/order/v1/detail?orderId=42',
      '/api1/screens',
      '/api1/screens/home/extra',
      '/api1/burying-point/v2/burying-point',
    ]) {
      expect(SCREEN_DOCUMENT_URL.test(`${origin}${api}`), api).toBe(false);
    }
    const routes = pwaOptions.workbox?.runtimeCaching ?? [];
    expect(routes).toHaveLength(1);
    expect(routes[0]).toMatchObject({
      urlPattern: SCREEN_DOCUMENT_URL,
      method: 'GET',
      handler: 'NetworkFirst',
    });
  });

  it('answers app pages offline with the app shell, but never an API or payment page', () => {
    expect(pwaOptions.workbox?.navigateFallback).toBe('/index.html');
    expect(pwaOptions.workbox?.navigateFallbackDenylist).toEqual([NOT_APP_NAVIGATION, GALLERY_NAVIGATION]);
    expect(GALLERY_NAVIGATION.test('/__gallery/frame')).toBe(true);
    expect(pwaOptions.workbox?.globIgnores).toEqual(
      expect.arrayContaining(['gallery.html', 'assets/gallery-*']),
    );
    expect(NOT_APP_NAVIGATION.test('/api1/sandbox-pay/ref-1')).toBe(true);
    expect(NOT_APP_NAVIGATION.test('/api1')).toBe(true);
    expect(NOT_APP_NAVIGATION.test('/health')).toBe(true);
    for (const page of ['/', '/login', '/orders/42/detail', '/download', '/api1x', '/healthy']) {
      expect(NOT_APP_NAVIGATION.test(page), page).toBe(false);
    }
  });

  it('installs as a standalone app starting at Home, with icons for every purpose', () => {
    const manifest = pwaOptions.manifest || undefined;
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', theme_color: '#1f4fd8' });
    expect(manifest?.icons?.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });
});
