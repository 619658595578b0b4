// A browser that keeps no site data (the borrower blocked it, or an old private mode): reading
// localStorage throws, cookies are dropped, no service worker can be registered. The app must still
// draw, sign the borrower in and keep the session while the page is open; before, /login was blank.
import { expect, test } from '@playwright/test';
import { loginScreen, quitFromAccount, readyToSignIn, signIn } from './helpers/login-screen.ts';
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

test('a Sign In whose answer was lost signs in on the next tap with the same code (one browser id for the visit)', async ({
  page,
}) => {
  const phone = uniquePhone();
  const ids = new Set<string>();
  page.on('request', (request) => {
    const id = request.headers()['web_uuid'];
    if (request.url().includes('/api1/') && id) ids.add(id);
  });
  const login = await readyToSignIn(page, phone);
  let lost = 0;
  await page.route('**/api1/user/v1/login', async (route) => {
    if (lost > 0) return route.continue();
    lost += 1;
    await route.fetch(); // the server takes the code and opens a session...
    return route.abort('connectionreset'); // ...and its answer never arrives
  });

  await login.submit.click();
  await expect(page.getByRole('status')).toHaveText('Network error, please try again');
  // Decision 0101 knows the browser by its id: before, each call made a new one here, and the
  // second tap was refused as "This code has already been used".
  await login.submit.click();
  await expect(page).toHaveURL('/');
  expect(ids.size).toBe(1);
});
