// One browser, two tabs (decision 0103): a sign-out, or another borrower's sign-in, in one tab
// reaches the other, which forgets what it had typed and loads again as the session now is; the
// same borrower signing in again elsewhere disturbs nothing.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { addCardForm } from './helpers/ifsc-finder.ts';
import { completeSignIn, quitFromAccount, signIn } from './helpers/login-screen.ts';
import { uniquePhone } from './helpers/phone.ts';

/** A borrower typing in the bank form in `page`, and a second tab of theirs on Account. */
async function midFormWithSecondTab(page: Page, context: BrowserContext) {
  await signIn(page, uniquePhone());
  await page.goto('/bank/add');
  const form = addCardForm(page);
  await form.ifsc.fill('HDFC0000184');
  await form.account.fill('501001234567');
  const other = await context.newPage();
  await other.goto('/personal');
  return { form, other };
}

test("Quit in one tab, another borrower in: the other tab's form is not theirs to send", async ({
  page,
  context,
}) => {
  const { form, other } = await midFormWithSecondTab(page, context);
  await quitFromAccount(other);
  // The first tab follows at once: signed out, it opens on sign in.
  await expect(page).toHaveURL(/\/login\?redirect=%2Fbank%2Fadd/);

  // Signed in elsewhere, the first tab loads again as that borrower.
  const reloaded = page.waitForEvent('load');
  await completeSignIn(other, uniquePhone());
  await reloaded;
  // The next borrower, opening the form in the first tab, finds it empty: nothing of the first one's.
  await page.goto('/bank/add');
  await expect(form.submit).toBeVisible();
  await expect(form.ifsc).toHaveValue('');
  await expect(form.account).toHaveValue('');
});

test('the same borrower with a new token in another tab: the first tab is not loaded again', async ({
  page,
  context,
}) => {
  const { form, other } = await midFormWithSecondTab(page, context);
  // A mark on this page's window: a load again (which would put the draft back) wipes it.
  await page.evaluate(() => ((window as { sameVisit?: boolean }).sameVisit = true));
  await other.evaluate(() => localStorage.setItem('token', 'a-new-token-of-the-same-borrower'));
  await other.close();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as { sameVisit?: boolean }).sameVisit)).toBe(true);
  await expect(page).toHaveURL('/bank/add');
  await expect(form.account).toHaveValue('501001234567');
});
