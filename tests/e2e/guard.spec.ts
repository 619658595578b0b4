// The route guard: without a token only the exempt paths open; the rest go to sign in and remember
// where the visitor was going.
import { expect, test } from '@playwright/test';

test('the sign-in screen opens without a token', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('checkbox')).toBeVisible();
});

const protectedRoutes = ['/', '/personal', '/orders', '/personal/help'];

for (const path of protectedRoutes) {
  test(`${path} sends a visitor without a token to sign in`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
  });
}
