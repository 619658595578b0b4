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

/** The controls Tab reached that the floating Feedback button or the bottom navigation covered. */
async function tabbedUnderFloating(page: Page, presses: number): Promise<string[]> {
  const covered: string[] = [];
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press('Tab');
    const under = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === document.body) return null;
      const box = focused.getBoundingClientRect();
      const floating = [...document.querySelectorAll('.w-fab, .w-bottom-nav')].filter(
        (element) => !element.contains(focused),
      );
      const overlaps = floating.some((element) => {
        const over = element.getBoundingClientRect();
        return (
          box.bottom > over.top && box.top < over.bottom && box.right > over.left && box.left < over.right
        );
      });
      return overlaps ? (focused.textContent ?? focused.tagName).trim() : null;
    });
    if (under !== null) covered.push(under);
  }
  return covered;
}

// WCAG 2.4.11: a control reached by Tab scrolled only to the screen's edge, under the Feedback
// button ("Allow" of the location card on Home, a question of the Help Center).
test('a control reached by Tab is never under the Feedback button or the bottom navigation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/login');
  await completeSignIn(page, uniquePhone());
  await expect(page.getByRole('main', { name: 'Home' })).toBeFocused();
  expect(await tabbedUnderFloating(page, 25), 'on Home').toEqual([]);
  await page.goto('/personal/help');
  await expect(page.getByRole('main', { name: 'Help Center' })).toBeVisible();
  expect(await tabbedUnderFloating(page, 25), 'on the Help Center').toEqual([]);
});
