// The bank-add form and the IFSC finder as a borrower uses them, shared by the bank-card and
// onboarding journeys.
import { expect, type Page } from '@playwright/test';

export function addCardForm(page: Page) {
  return {
    ifsc: page.getByRole('textbox', { name: 'IFSC Code' }),
    account: page.getByRole('textbox', { name: 'Bank Account', exact: true }),
    confirm: page.getByRole('textbox', { name: 'Confirm Account' }),
    submit: page.getByRole('button', { name: 'Submit' }),
    forgotIfsc: page.getByRole('button', { name: 'Forget your IFSC ?' }),
  };
}

/** Picks a row of the finder's current list after narrowing it with its search box. */
export async function pickInFinder(page: Page, searchBox: string, text: string, row: string | RegExp) {
  await page.getByRole('textbox', { name: searchBox }).fill(text);
  const choice =
    typeof row === 'string'
      ? page.getByRole('button', { name: row, exact: true })
      : page.getByRole('button', { name: row });
  await expect(choice).toHaveCount(1);
  await choice.click();
}

/** From the finder's bank list to SBIN0000691 (State Bank of India, New Delhi main branch), confirmed. */
export async function findNewDelhiMainBranch(page: Page): Promise<void> {
  await pickInFinder(page, 'Search bank', 'state bank', 'State Bank of India');
  await pickInFinder(page, 'Search state', 'del', 'DELHI');
  await pickInFinder(page, 'Search city', 'new', 'NEW DELHI');
  await pickInFinder(page, 'Search branch', 'main', /^NEW DELHI MAIN BRANCH/);
  await expect(page.getByRole('heading', { name: 'Is this yor IFSC Code?' })).toBeVisible();
  await expect(page.getByText('SBIN0000691')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
}
