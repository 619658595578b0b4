// Where focus is when another screen is drawn (decision 0039): on the new screen, labelled with its
// title, so that a screen reader says which screen opened and a keyboard's next Tab starts at its top.
import { expect, test, type Page } from '@playwright/test';
import { completeSignIn } from './helpers/login-screen.ts';
import { uniquePhone } from './helpers/phone.ts';

const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? 'none');

test('each screen after the first takes focus, from a tap, the keyboard and Back', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('main', { name: 'Sign In' })).toBeVisible();
  expect(await focusedTag(page), 'the first screen of a visit is left to the page load').toBe('BODY');

  await completeSignIn(page, uniquePhone());
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('main', { name: 'Home' }), 'the screen signed in to').toBeFocused();

  const account = page
    .getByRole('link', { name: /account/i })
    .or(page.getByRole('button', { name: /account/i }));
  await account.first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/personal');
  await expect(page.getByRole('main', { name: 'Account' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('button', { name: 'Order History' }),
    "the Tab after starts at the screen's top",
  ).toBeFocused();

  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('main', { name: 'Home' }), 'Back draws Home with focus').toBeFocused();
});
