// The floating Feedback button drawn on every screen shows the support contacts from client config.
import { expect, test, type Page } from '@playwright/test';
import { clientConfig } from './helpers/api.ts';
import { signIn } from './helpers/login-screen.ts';
import { uniquePhone } from './helpers/phone.ts';

async function expectFeedbackDialog(page: Page): Promise<void> {
  const { customer } = await clientConfig(page.request);
  await page.getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(customer.phone)).toBeVisible();
  await expect(dialog.getByText(customer.email)).toBeVisible();
}

test('the Feedback button on sign in shows the customer phone and e-mail', async ({ page }) => {
  await page.goto('/login');
  await expectFeedbackDialog(page);
});

test('the Feedback button on home shows the customer phone and e-mail', async ({ page }) => {
  await signIn(page, uniquePhone());
  await expectFeedbackDialog(page);
});
