// Every onboarding screen (the verification steps after APPLY NOW), drawn by the real app on a
// 360x800 phone against the real server: a screenshot baseline (tests/e2e/__screenshots__/) and an
// axe WCAG 2.1 A/AA scan with no violations.
import { expect, test, type Page } from '@playwright/test';
import { borrowerApi, storedToken } from './helpers/borrower-api.ts';
import { checkScreen } from './helpers/screen-check.ts';
import { signInToStorage, storageFile } from './helpers/signed-in-storage.ts';

// One new borrower signs in once for the whole file (no step done yet); its storage is loaded by
// every test. The face-result success picture needs a passed face check: it is the last test.
const signedInState = storageFile('onboarding');

test.describe.configure({ timeout: 90_000 });

test.beforeAll(async ({ browser }, testInfo) => {
  await signInToStorage(browser, testInfo, signedInState);
});

test.describe('onboarding screens', () => {
  test.use({ storageState: signedInState });

  async function check(page: Page, name: string, mask: ReturnType<Page['getByText']>[] = []): Promise<void> {
    await checkScreen(page, name, { mask });
  }

  const steps = (step: number) => `pid=1&step=${step}&as=5`;

  test('auth index: a failure is told in an Info dialog', async ({ page }) => {
    // The picture of the failure: the server's answer is replaced by a refusal for this one request.
    await page.route('**/api1/auth/v1/find-user-auth', (route) =>
      route.fulfill({
        json: { code: 1001, msg: 'The service is busy. Please try again in a minute.', data: null },
      }),
    );
    await page.goto('/auth/index?pid=1');
    await expect(page.getByRole('dialog', { name: 'Info' })).toBeVisible();
    await check(page, 'auth-index-info');
  });

  test('KYC, upload variant', async ({ page }) => {
    await page.goto(`/auth/kyc?${steps(1)}`);
    await expect(page.getByText('Step 1 / 5')).toBeVisible();
    await expect(page.getByLabel(/Aadhaar front/)).toBeAttached();
    await check(page, 'auth-kyc-upload');
  });

  test('KYC, upload variant with the messages of an empty submit', async ({ page }) => {
    await page.goto(`/auth/kyc?${steps(1)}`);
    await page.getByRole('button', { name: 'Submit' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Please Upload Aadhaar front' });
    await expect(toast).toBeVisible();
    // The picture shows the field marked after the toast has gone.
    await expect(toast).toBeHidden({ timeout: 5_000 });
    await check(page, 'auth-kyc-upload-errors');
  });

  test('KYC, Aadhaar OTP variant with the OTP dialog', async ({ page }) => {
    // kycPageType is a client setting in the database: this picture shows the variant it chooses.
    await page.route('**/api1/auth/v1/kyc-info', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { code: number; data: { kycPageType: number } };
      await route.fulfill({ response, json: { ...body, data: { ...body.data, kycPageType: 2 } } });
    });
    await page.goto(`/auth/kyc?${steps(1)}`);
    await expect(page.getByRole('button', { name: 'Verify' })).toBeVisible();
    await check(page, 'auth-kyc-otp');

    await page.getByRole('textbox', { name: 'Aadhaar number' }).fill('234567890124');
    await page.getByRole('button', { name: 'Verify' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter OTP' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('.r-toast')).toBeHidden({ timeout: 5_000 });
    await check(page, 'auth-kyc-otp-dialog', [dialog.getByRole('button', { name: /Resend/ })]);
  });

  test('face recognition', async ({ page }) => {
    await page.goto(`/auth/face?${steps(2)}`);
    await expect(page.getByRole('heading', { name: 'Face Recognition' })).toBeVisible();
    await check(page, 'auth-face');
  });

  test('face result before any photo: asks for one, without calling it a failure', async ({ page }) => {
    await page.goto(`/auth/face/result?${steps(2)}`);
    await expect(page.getByText('Please Upload Face Recognition')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Failed' })).toHaveCount(0);
    await check(page, 'auth-face-result-none');
  });

  test('basic information', async ({ page }) => {
    await page.goto(`/auth/basic?${steps(3)}`);
    await expect(page.getByRole('combobox', { name: 'State' }).locator('option')).not.toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await check(page, 'auth-basic');
  });

  test('work information', async ({ page }) => {
    await page.goto(`/auth/work?${steps(4)}`);
    await expect(page.getByRole('textbox', { name: 'Company name' })).toBeVisible();
    await check(page, 'auth-work');
  });

  test('work information of a borrower not working', async ({ page }) => {
    await page.goto(`/auth/work?${steps(4)}`);
    await page
      .getByRole('combobox', { name: 'Work status' })
      .selectOption({ label: 'Unemployed or student' });
    await expect(page.getByRole('textbox', { name: 'Company name' })).toBeHidden();
    await check(page, 'auth-work-not-working');
  });

  test('emergency contacts', async ({ page }) => {
    await page.goto(`/auth/contacts?${steps(5)}`);
    await expect(page.getByRole('heading', { name: 'Emergency contact 3' })).toBeVisible();
    await check(page, 'auth-contacts');
  });

  test('face result after a passed check: success', async ({ page }) => {
    await page.goto('/personal');
    const api = borrowerApi(page.request, await storedToken(page));
    const face = await api.upload<{ passed: boolean }>(
      '/auth/v3/living-check',
      'image',
      'face-real.jpg',
      'image/jpeg',
    );
    expect(face.passed).toBe(true);
    await page.goto(`/auth/face/result?${steps(2)}`);
    await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
    await check(page, 'auth-face-result-passed');
  });
});
