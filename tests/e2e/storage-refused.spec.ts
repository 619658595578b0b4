// A browser that keeps no site data (the borrower blocked it, or an old private mode): reading
// localStorage throws, cookies are dropped, no service worker can be registered. The app must still
// draw, sign the borrower in and keep the session while the page is open; before, /login was blank.
import { expect, test } from '@playwright/test';
import { loginScreen, quitFromAccount, signIn } from './helpers/login-screen.ts';
import { uniquePhone } from './helpers/phone.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    Object.defineProperty(document, 'cookie', { get: () => '', set: () => undefined });
    Object.defineProperty(navigator, 'serviceWorker', {
      get: () => ({ register: () => Promise.reject(new DOMException('denied', 'SecurityError')) }),
    });
  });
});

test('signs in with site data blocked, stays signed in from screen to screen, and quits', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, uniquePhone());
  // Account needs the session: reached by the app's own navigation, no reload; then Quit.
  await quitFromAccount(page);
  expect(errors).toEqual([]);
});

test('the sign-in screen draws with nothing stored (it was blank)', async ({ page }) => {
  await page.goto('/login');
  await expect(loginScreen(page).phone).toBeVisible();
  await expect(loginScreen(page).submit).toBeVisible();
});
