// The product and bank card screens, drawn by the real app with real data on a 360x800 phone: a
// screenshot baseline (tests/e2e/__screenshots__/) and an axe WCAG 2.1 A/AA scan with no violations.
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { bindCard } from './helpers/bank-api.ts';
import { E2E_PORT } from './helpers/served-screens.ts';
import { signIn } from './helpers/login-screen.ts';
import { uniquePhone } from './helpers/phone.ts';
import { checkScreen, PHONE_TEXT } from './helpers/screen-check.ts';

// Two new borrowers sign in once for the whole file: one who has bound a card through the API, one
// who has none yet. Their signed-in storage is loaded by the tests that need them.
// Kept outside test-results/, which a Playwright run on another port empties when it starts.
const withCard = path.join(os.tmpdir(), `loan-app-screens-bank-${E2E_PORT}-with-card.json`);
const withoutCard = path.join(os.tmpdir(), `loan-app-screens-bank-${E2E_PORT}-without-card.json`);

async function signInBorrower(browser: Browser, testInfo: TestInfo, saveTo: string, card: boolean) {
  const { baseURL, viewport, userAgent, isMobile, hasTouch, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    userAgent,
    isMobile,
    hasTouch,
    locale,
    timezoneId,
    // A fresh borrower: not the signed-in storage the tests of this file load.
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await signIn(page, uniquePhone());
  if (card) await bindCard(page, 'SBIN0000691', '501001234567');
  await context.storageState({ path: saveTo });
  await context.close();
}

test.beforeAll(async ({ browser }, testInfo) => {
  await signInBorrower(browser, testInfo, withCard, true);
  await signInBorrower(browser, testInfo, withoutCard, false);
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
    await expect(page.getByText('••••4567')).toBeVisible();
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
