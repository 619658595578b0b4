// The keyboard's Enter key (a phone keyboard's Go or Next sends the same) in the forms, against the
// real server (decision 0066): it moves to the form's next field, and in the last one it presses the
// form's submit button. The browser's own form submission, which would load the page again with the
// fields in its address, never happens.
import { expect, test, type Page } from '@playwright/test';
import { latestOtp } from './helpers/api.ts';
import { listCards } from './helpers/bank-api.ts';
import { addCardForm } from './helpers/ifsc-finder.ts';
import { loginScreen, requestCode, signIn } from './helpers/login-screen.ts';
import { ownAccountNo } from './helpers/own-account.ts';
import { uniquePhone } from './helpers/phone.ts';

/** Every address the page's own frame loads, and a mark that is lost if the page is loaded again. */
async function watchLoads(page: Page): Promise<string[]> {
  const loads: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads.push(frame.url());
  });
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  return loads;
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage === true);

test('a borrower signs in with the keyboard: Enter after the number, the code, then Enter again', async ({
  page,
}) => {
  const phone = uniquePhone();
  await page.goto('/login');
  const login = loginScreen(page);
  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api1/user/v1/login')) logins.push(request.method());
  });
  const loads = await watchLoads(page);

  await login.phone.click();
  await page.keyboard.type(phone);
  await page.keyboard.press('Enter');
  await expect(login.code, 'Enter after the number goes on to the code').toBeFocused();
  expect(logins, 'no sign-in is tried with the code still empty').toEqual([]);

  await login.sendCode.click();
  const code = await latestOtp(page.request, phone);
  await login.consent.check();
  await login.code.click();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/');
  expect(logins, 'one sign-in, as one tap on Sign In makes').toEqual(['POST']);
  expect(await sameDocument(page), 'the app signed in without loading the page again').toBe(true);
  expect(
    loads.filter((url) => url.includes('?')),
    'no form was submitted into the address',
  ).toEqual([]);
});

test("Enter on a wrong code shows the server's message, as Sign In does, and stays on the page", async ({
  page,
}) => {
  await page.goto('/login');
  const code = await requestCode(page, uniquePhone());
  const login = loginScreen(page);
  const wrong = String((Number(code) + 1) % 10000).padStart(4, '0');
  await login.code.fill(wrong);
  await login.consent.check();
  const loads = await watchLoads(page);
  const answer = page.waitForResponse((response) => response.url().includes('/api1/user/v1/login'));
  await login.code.press('Enter');
  const envelope = (await (await answer).json()) as { code: number; msg: string };
  expect(envelope.code, 'the server refuses the wrong code').not.toBe(0);

  await expect(page.getByRole('status').getByText(envelope.msg)).toBeVisible();
  await expect(page).toHaveURL('/login');
  await expect(login.code, 'the code typed stays to be corrected').toHaveValue(wrong);
  expect(await sameDocument(page)).toBe(true);
  expect(loads).toEqual([]);
});

test('a bank account added with Enter from field to field: the card is bound once', async ({ page }) => {
  await signIn(page, uniquePhone());
  await page.goto('/bank/add');
  const form = addCardForm(page);
  await form.ifsc.click();
  await page.keyboard.type('SBIN0000691');
  await page.keyboard.press('Enter');
  await expect(form.account, "Enter passes over 'Forget your IFSC ?'").toBeFocused();
  const account = ownAccountNo();
  await page.keyboard.type(account);
  await page.keyboard.press('Enter');
  await expect(form.confirm).toBeFocused();
  expect(await listCards(page), 'nothing is saved before the last field').toEqual([]);
  await page.keyboard.type(account);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/bank');
  const cards = await listCards(page);
  expect(cards.map((card) => card.bankCode)).toEqual(['SBIN0000691']);
});
