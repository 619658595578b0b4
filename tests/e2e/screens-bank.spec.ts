// The product and bank card screens, drawn by the real app with real data on a 360x800 phone: a
// screenshot baseline (tests/e2e/__screenshots__/) and an axe WCAG 2.1 A/AA scan with no violations.
import { expect, test, type Page } from '@playwright/test';
import { bindCard } from './helpers/bank-api.ts';
import { ownAccountNo } from './helpers/own-account.ts';
import { checkScreen, PHONE_TEXT } from './helpers/screen-check.ts';
import { signInToStorage, storageFile } from './helpers/signed-in-storage.ts';

// Two new borrowers sign in once for the whole file: one who has bound a card through the API, one
// who has none yet. Their signed-in storage is loaded by the tests that need them.
const withCard = storageFile('screens-bank-with-card');
const withoutCard = storageFile('screens-bank-without-card');

test.beforeAll(async ({ browser }, testInfo) => {
  await signInToStorage(browser, testInfo, withCard, (page) => bindCard(page, 'SBIN0000691', ownAccountNo()));
  await signInToStorage(browser, testInfo, withoutCard);
});

async function check(page: Page, name: string): Promise<void> {
  await checkScreen(page, name, { mask: [page.getByText(PHONE_TEXT)] });
}

/** A toast is gone after a few seconds; the picture is taken without it. */
async function waitForToastToGo(page: Page): Promise<void> {
  await expect(page.locator('.r-toast')).toHaveCount(0, { timeout: 6_000 });
}

test.describe('a borrower with a card', () => {
  test.use({ storageState: withCard });

  test('product', async ({ page }) => {
    await page.goto('/product/1');
    await expect(page.getByRole('button', { name: 'APPLY NOW' })).toBeVisible();
    await check(page, 'product');
  });

  test('bank, with a card', async ({ page }) => {
    await page.goto('/bank');
    await expect(page.getByText(/••••\D*4567/)).toBeVisible();
    await check(page, 'bank-with-card');
  });

  test('bank-add', async ({ page }) => {
    await page.goto('/bank/add?pid=1');
    await expect(page.getByRole('textbox', { name: 'IFSC Code' })).toBeVisible();
    await check(page, 'bank-add');
  });

  test('bank-add, its messages', async ({ page }) => {
    await page.goto('/bank/add');
    await page.getByRole('textbox', { name: 'IFSC Code' }).fill('SBIN0000691');
    await page.getByRole('textbox', { name: 'Bank Account', exact: true }).fill('501001234567');
    await page.getByRole('textbox', { name: 'Confirm Account' }).fill('501001234560');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please Confirm Account' })).toBeVisible();
    await waitForToastToGo(page);
    await check(page, 'bank-add-messages');
  });

  test('bank-add, with the code the finder found', async ({ page }) => {
    await page.goto('/bank/add?ifsc_code=SBIN0000691');
    await expect(page.getByText('State Bank of India, NEW DELHI MAIN BRANCH')).toBeVisible();
    await check(page, 'bank-add-found-code');
  });

  test('bank-ifsc, its steps', async ({ page }) => {
    await page.goto('/bank/ifsc');
    await expect(page.getByRole('button', { name: 'State Bank of India' })).toBeVisible();
    await check(page, 'bank-ifsc-banks');
    await page.getByRole('button', { name: 'State Bank of India' }).click();
    await expect(page.getByRole('button', { name: 'DELHI', exact: true })).toBeVisible();
    await check(page, 'bank-ifsc-states');
    await page.getByRole('button', { name: 'DELHI', exact: true }).click();
    await page.getByRole('button', { name: 'NEW DELHI', exact: true }).click();
    await expect(page.getByRole('button', { name: /NEW DELHI MAIN BRANCH/ })).toBeVisible();
    await check(page, 'bank-ifsc-branches');
    await page.getByRole('button', { name: /NEW DELHI MAIN BRANCH/ }).click();
    await expect(page.getByRole('heading', { name: 'Is this yor IFSC Code?' })).toBeVisible();
    await check(page, 'bank-ifsc-confirm');
  });
});

test.describe('a borrower without a card', () => {
  test.use({ storageState: withoutCard });

  test('bank, empty', async ({ page }) => {
    await page.goto('/bank');
    await expect(page.getByText(/No bank account yet/)).toBeVisible();
    await check(page, 'bank-empty');
  });
});
