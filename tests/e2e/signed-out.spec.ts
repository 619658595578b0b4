// A session that ends on the server (revoked elsewhere, expired) is noticed on the next call: the
// app forgets the token, says so, and sends the borrower to sign in, back to where they were going.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers/login-screen.ts';
import { uniquePhone } from './helpers/phone.ts';

/**
 * Signs a new borrower in, then ends the session on the server while the app is not open. Home
 * keeps calling for a moment after it draws (device checks): were the app still open, one of those
 * calls would meet the ended session first and sign the borrower out on home instead.
 */
async function signInThenRevokeElsewhere(page: Page): Promise<void> {
  await signIn(page, uniquePhone());
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token, 'the app keeps the token after sign-in').toBeTruthy();
  await page.goto('about:blank');

  // Signed out from somewhere else: the server no longer knows this token.
  const logout = await page.request.post('/api1/user/v1/logout', { headers: { token: token ?? '' } });
  expect(((await logout.json()) as { code: number }).code).toBe(0);
}

test('a token revoked on the server sends the borrower to sign in with a message', async ({ page }) => {
  await signInThenRevokeElsewhere(page);

  await page.goto('/orders');
  await expect(page).toHaveURL('/login?redirect=%2Forders');
  await expect(page.getByRole('status').getByText('Please sign in again.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token')), 'the dead token is forgotten').toBeNull();
});

test.describe('with a slow network', () => {
  // page.route must see the screen request itself, not a service worker's answer to it.
  test.use({ serviceWorkers: 'block' });

  test('the message waits for a slow sign-in screen and is still there once it is drawn', async ({
    page,
  }) => {
    await signInThenRevokeElsewhere(page);
    // The sign-in screen takes longer to arrive than the message's own time on screen.
    await page.route('**/api1/screens/login*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await route.continue();
    });

    await page.goto('/orders');
    await expect(page).toHaveURL('/login?redirect=%2Forders');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('status').getByText('Please sign in again.')).toBeVisible();
  });
});
