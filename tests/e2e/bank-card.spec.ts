// A borrower adds the bank account a loan is paid into, end to end on the real app and server: the
// form refuses a mistyped confirmation, the IFSC finder finds the branch and fills its code in, the
// card is bound and listed, and a code the directory does not know is refused with the server's
// message. Every step is photographed at 360x800 (test-results/) for a reader to look at.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { listCards } from './helpers/bank-api.ts';
import { expectApart } from './helpers/boxes.ts';
import { addCardForm, findNewDelhiMainBranch, pickInFinder } from './helpers/ifsc-finder.ts';
import { signIn } from './helpers/login-screen.ts';
import { ownAccountNo } from './helpers/own-account.ts';
import { uniquePhone } from './helpers/phone.ts';

const addForm = addCardForm;
const pick = pickInFinder;

async function photograph(page: Page, testInfo: TestInfo, step: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${step}.png`), fullPage: true });
}

test('a borrower finds the IFSC of the branch, binds the card and sees it in the list', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await signIn(page, uniquePhone());

  await page.goto('/bank/add');
  const form = addForm(page);
  await form.ifsc.fill('hdfc0000184');
  await expect(form.ifsc).toHaveValue('HDFC0000184');
  await form.account.fill('501001234567');
  await form.confirm.fill('501001234568');
  await form.submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please Confirm Account' })).toBeVisible();
  // The toast saying so stands in the empty part of the screen, clear of every field and not only of
  // the focused confirmation (decision 0093).
  await expect(form.confirm).toBeFocused();
  await expectApart(page.getByRole('status').getByText('Please Confirm Account'), [
    form.ifsc,
    page.getByText('HDFC BANK, '),
    form.account,
    form.confirm,
    form.submit,
  ]);
  // A screen reader is told once, by the field's alert: the toast repeating it is not spoken.
  expect(await page.getByRole('status').ariaSnapshot()).toBe('- status');
  await photograph(page, testInfo, '1-confirm-mismatch');
  expect(await listCards(page), 'nothing is saved while the account numbers differ').toEqual([]);

  await form.forgotIfsc.click();
  await expect(page).toHaveURL('/bank/ifsc');
  await expect(page.getByRole('heading', { name: 'Choose your bank' })).toBeVisible();
  await photograph(page, testInfo, '2-finder-banks');
  await pick(page, 'Search bank', 'state bank', 'State Bank of India');
  await expect(page.getByRole('heading', { name: 'Choose the state of your branch' })).toBeVisible();
  // The bank pressed went with its step: the screen has the focus, not the page's body, so the
  // next Tab is in the new step.
  await expect(page.getByRole('main')).toBeFocused();
  await photograph(page, testInfo, '3-finder-states');
  await pick(page, 'Search state', 'del', 'DELHI');
  await expect(page.getByRole('heading', { name: 'Choose the city of your branch' })).toBeVisible();
  await photograph(page, testInfo, '4-finder-cities');
  await pick(page, 'Search city', 'new', 'NEW DELHI');
  await expect(page.getByRole('heading', { name: 'Choose your branch' })).toBeVisible();
  await photograph(page, testInfo, '5-finder-branches');
  // The phone's Back goes one step back, to the cities, not out of the finder.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Choose the city of your branch' })).toBeVisible();
  await expect(page).toHaveURL('/bank/ifsc');
  await pick(page, 'Search city', 'new', 'NEW DELHI');
  await expect(page.getByRole('heading', { name: 'Choose your branch' })).toBeVisible();
  await pick(page, 'Search branch', 'main', /^NEW DELHI MAIN BRANCH/);

  await expect(page.getByRole('heading', { name: 'Is this yor IFSC Code?' })).toBeVisible();
  await expect(page.getByText('SBIN0000691')).toBeVisible();
  await photograph(page, testInfo, '6-finder-confirm');
  await page.getByRole('button', { name: 'Yes' }).click();

  await expect(page).toHaveURL('/bank/add?ifsc_code=SBIN0000691');
  await expect(form.ifsc).toHaveValue('SBIN0000691');
  await expect(page.getByText('State Bank of India, NEW DELHI MAIN BRANCH')).toBeVisible();
  await photograph(page, testInfo, '7-code-filled');
  const account = ownAccountNo();
  await form.account.fill(account);
  await form.confirm.fill(account);
  await form.submit.click();

  await expect(page).toHaveURL('/bank');
  const card = page.locator('.w-card').filter({ hasText: 'State Bank of India' });
  // The mask drawn, and "ending in 4567" for a screen reader (widgets/spoken-mask.tsx).
  await expect(card).toContainText(/••••\D*4567/);
  await expect(card.getByText('ending in 4567')).toBeAttached();
  await expect(card).toContainText('SBIN0000691');
  await photograph(page, testInfo, '8-card-listed');
  expect(await listCards(page)).toEqual([
    {
      id: expect.any(Number),
      cardNo: '********4567',
      bankCode: 'SBIN0000691',
      bankName: 'State Bank of India',
    },
  ]);
});

test('the account numbers typed survive the IFSC finder and a reload, and are gone once the card is added', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await signIn(page, uniquePhone());
  await page.goto('/bank/add');
  const form = addForm(page);
  const account = ownAccountNo();
  await form.account.fill(account);
  await form.confirm.fill(account.slice(0, -1));

  await form.forgotIfsc.click();
  await expect(page.getByRole('heading', { name: 'Choose your bank' })).toBeVisible();
  await findNewDelhiMainBranch(page);
  await expect(page).toHaveURL('/bank/add?ifsc_code=SBIN0000691');
  await expect(form.ifsc).toHaveValue('SBIN0000691');
  await expect(form.account).toHaveValue(account);
  await expect(form.confirm).toHaveValue(account.slice(0, -1));

  // Typed just before the tab goes (a reload here; a phone killing it behind the camera alike).
  await form.confirm.fill(account);
  await page.reload();
  await expect(form.ifsc).toHaveValue('SBIN0000691');
  await expect(form.account).toHaveValue(account);
  await expect(form.confirm).toHaveValue(account);
  await photograph(page, testInfo, 'draft-after-reload');

  await form.submit.click();
  await expect(page).toHaveURL('/bank');
  await page.goto('/bank/add');
  await expect(form.submit).toBeVisible();
  await expect(form.account).toHaveValue('');
  await expect(form.confirm).toHaveValue('');
});

test("an IFSC the directory does not know is refused with the server's message", async ({
  page,
}, testInfo) => {
  await signIn(page, uniquePhone());
  await page.goto('/bank/add');
  const form = addForm(page);
  const message =
    "IFSC code ZZZZ0123456 is not in our bank directory. Please check it, or use 'Forget your IFSC ?' to find your branch.";
  await form.ifsc.fill('SBIN0000691');
  const branch = page.getByText('State Bank of India, NEW DELHI MAIN BRANCH');
  await expect(branch).toBeVisible();
  // Another code pasted over it, one the directory does not know: the branch of the code before is
  // not left standing under it as if it were this one's (decision 0097).
  await form.ifsc.fill('ZZZZ0123456');
  await expect(page.getByText(message)).toBeVisible();
  await expect(branch).toBeHidden();
  await form.account.fill('1234567890');
  await form.confirm.fill('1234567890');
  const refused = page.waitForResponse((response) => response.url().endsWith('/api1/bank/v1/bind-card'));
  await form.submit.click();
  expect(((await (await refused).json()) as { msg: string }).msg).toBe(message);
  await expect(page.getByText(message)).toBeVisible();
  await photograph(page, testInfo, 'unknown-ifsc');
  await expect(page).toHaveURL('/bank/add');
  expect(await listCards(page)).toEqual([]);
});

test('an account the bank does not know is refused with its message, keeping what was typed', async ({
  page,
}, testInfo) => {
  await signIn(page, uniquePhone());
  await page.goto('/bank/add');
  const form = addForm(page);
  // The sandbox bank knows no account starting with 333 (decision 0095).
  const unknown = `333${ownAccountNo().slice(3)}`;
  await form.ifsc.fill('HDFC0000184');
  await form.account.fill(unknown);
  await form.confirm.fill(unknown);
  await form.submit.click();
  const message =
    'Your bank says this account does not exist or cannot receive money. Please check the account number and IFSC code, or add another account.';
  await expect(page.getByText(message)).toBeVisible();
  // The message stands clear of the numbers it asks the borrower to check (decision 0093).
  await expectApart(page.getByRole('status').getByText(message), [form.account, form.confirm]);
  await photograph(page, testInfo, 'account-unknown-to-the-bank');
  await expect(page).toHaveURL('/bank/add');
  await expect(form.account).toHaveValue(unknown);
  expect(await listCards(page)).toEqual([]);

  // The borrower corrects the number: the bank knows this one, and the card is added.
  const own = ownAccountNo('1234');
  await form.account.fill(own);
  await form.confirm.fill(own);
  await form.submit.click();
  await expect(page).not.toHaveURL('/bank/add');
  expect((await listCards(page)).map((card) => card.cardNo)).toEqual(['********1234']);
});
