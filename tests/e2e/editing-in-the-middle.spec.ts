// A borrower who mends a number or a code in the middle: a field whose filter rewrites the text
// keeps the caret where the borrower left it, so what is typed next goes there, not to the end.
import { expect, test } from '@playwright/test';
import { addCardForm } from './helpers/ifsc-finder.ts';
import { signIn } from './helpers/login-screen.ts';
import { uniquePhone } from './helpers/phone.ts';

test('a space typed in the middle of an account number is dropped and the caret stays there', async ({
  page,
}) => {
  await signIn(page, uniquePhone());
  await page.goto('/bank/add');
  const { account, ifsc } = addCardForm(page);
  await account.fill('5010012345');
  await account.evaluate((input: HTMLInputElement) => input.setSelectionRange(3, 3));
  await page.keyboard.type(' 99');
  // Before: 501001234599, the digits after the dropped space put at the end.
  await expect(account).toHaveValue('501990012345');

  await ifsc.fill('SIN0000691');
  await ifsc.evaluate((input: HTMLInputElement) => input.setSelectionRange(1, 1));
  await page.keyboard.type('b');
  await expect(ifsc).toHaveValue('SBIN0000691');
  expect(await ifsc.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(2);
});
