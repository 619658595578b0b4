// A session that ends on the server (revoked elsewhere, expired) is noticed on the next call: the
// app forgets the token, says so, and sends the borrower to sign in, back to where they were going.
import { expect, test } from '@playwright/test';
import { signIn } from './helpers/login-screen.ts';
import { uniquePhone } from './helpers/phone.ts';

test('a token revoked on the server sends the borrower to sign in with a message', async ({ page }) => {
  await signIn(page, uniquePhone());
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token, 'the app keeps the token after sign-in').toBeTruthy();

  // Signed out from somewhere else: the server no longer knows this token.
  const logout = await page.request.post('/api1/user/v1/logout', { headers: { token: token ?? '' } });
  expect(((await logout.json()) as { code: number }).code).toBe(0);

  await page.goto('/orders');
  await expect(page).toHaveURL('/login?redirect=%2Forders');
  await expect(page.getByRole('status').getByText('Please sign in again.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token')), 'the dead token is forgotten').toBeNull();
});
