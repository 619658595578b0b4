// Android's keyboards (Gboard among them) type each word as a composition, committed by a space or
// a tap. Chromium's own input method interface (`Input.imeSetComposition`, as a keyboard drives it)
// types here as they do. A field whose filter rewrote the text in the middle of a word made the
// keyboard write the word again after itself (decision 0063).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { addCardForm } from './helpers/ifsc-finder.ts';
import { signIn } from './helpers/login-screen.ts';
import { uniquePhone } from './helpers/phone.ts';

/** Types `word` letter by letter as a composition, then commits `committed` (the keyboard's word). */
async function composeWord(page: Page, field: Locator, word: string, committed = word): Promise<void> {
  const keyboard = await page.context().newCDPSession(page);
  await field.focus();
  for (let end = 1; end <= word.length; end += 1)
    await keyboard.send('Input.imeSetComposition', {
      text: word.slice(0, end),
      selectionStart: end,
      selectionEnd: end,
    });
  await keyboard.send('Input.insertText', { text: committed });
  await keyboard.detach();
}

test('an IFSC typed in small letters on a composing keyboard is raised once, not written again', async ({
  page,
}) => {
  await signIn(page, uniquePhone());
  await page.goto('/bank/add');
  const { ifsc } = addCardForm(page);
  await composeWord(page, ifsc, 'sbin');
  // Before decision 0063: "SSBSBISBINS".
  await expect(ifsc).toHaveValue('SBIN');
  await composeWord(page, ifsc, '0000691');
  await expect(ifsc).toHaveValue('SBIN0000691');
  await expect(page.getByText('State Bank of India, NEW DELHI MAIN BRANCH')).toBeVisible();

  // A Hindi keyboard that transliterates: "sbin" typed, एसबीआईएन committed. The field says why it
  // stays empty (decision 0065).
  await ifsc.fill('');
  await composeWord(page, ifsc, 'sbin', 'एसबीआईएन');
  await expect(ifsc).toHaveValue('');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please enter a valid IFSC code: 4 letters, then 0' }),
  ).toBeVisible();
});

test("a contact's name the keyboard capitalised is lowered once; a transliterated one says why", async ({
  page,
}) => {
  await signIn(page, uniquePhone());
  await page.goto('/auth/contacts?pid=1&step=5&as=5');
  const name = page.getByRole('textbox', { name: 'Name' }).first();
  await composeWord(page, name, 'Ravi', 'Ravi ');
  await composeWord(page, name, 'Kumar');
  // Before decision 0063: "rraravraviravi kkukumkumakumarkumar".
  await expect(name).toHaveValue('ravi kumar');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await name.fill('');
  // A Hindi keyboard that transliterates: "ram" typed, राम committed.
  await composeWord(page, name, 'ram', 'राम');
  await expect(name).toHaveValue('');
  await expect(
    page.getByRole('alert').filter({ hasText: "The first contact's name may use only" }),
  ).toBeVisible();
});
