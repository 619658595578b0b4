// The login screen honours the redirect query: a borrower lands where they were going.
import { expect, test } from '@playwright/test';
import { completeSignIn } from './helpers/login-screen.ts';
import { uniquePhone } from './helpers/phone.ts';

test('visiting /personal signed out signs in and comes back to /personal', async ({ page }) => {
  await page.goto('/personal');
  await expect(page).toHaveURL('/login?redirect=%2Fpersonal');

  await completeSignIn(page, uniquePhone());
  await expect(page).toHaveURL('/personal');
  await expect(page.getByText(/quit/i).first()).toBeVisible();
});

test('visiting /orders signed out signs in and comes back to /orders', async ({ page }) => {
  await page.goto('/orders');
  await expect(page).toHaveURL('/login?redirect=%2Forders');

  await completeSignIn(page, uniquePhone());
  await expect(page).toHaveURL('/orders');
});
