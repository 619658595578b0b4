// The screens of issue 6, drawn by the real app with real data on a 360x800 phone: a screenshot
// baseline (tests/e2e/__screenshots__/) and an axe WCAG 2.1 A/AA scan with no violations. Help,
// Account, Home and the feedback dialog are in screens.spec.ts.
import { expect, test } from '@playwright/test';
import { checkScreen, PHONE_TEXT } from './helpers/screen-check.ts';
import { signInToStorage, storageFile } from './helpers/signed-in-storage.ts';

const signedIn = storageFile('screens-around');

test.beforeAll(async ({ browser }, testInfo) => {
  await signInToStorage(browser, testInfo, signedIn);
});

test.describe('signed out', () => {
  test('download', async ({ page }) => {
    await page.goto('/download');
    await expect(page.getByText('30% per annum')).toBeVisible();
    await checkScreen(page, 'download');
  });

  test('alert', async ({ page }) => {
    await page.goto('/alert');
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await checkScreen(page, 'alert');
  });

  test('app login refused', async ({ page }) => {
    await page.goto('/joint?phone=919876543210&timestamp=1&sign=00');
    await expect(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
    await checkScreen(page, 'joint-failed');
  });
});

test.describe('signed in', () => {
  test.use({ storageState: signedIn });

  test('about us', async ({ page }) => {
    await page.goto('/personal/aboutus');
    await expect(page.getByRole('heading', { name: 'About us' })).toBeVisible();
    await checkScreen(page, 'about', { mask: [page.getByText(PHONE_TEXT)] });
  });
});
