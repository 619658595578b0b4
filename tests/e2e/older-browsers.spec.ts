// The oldest browsers the app supports (decision 0048): Chrome and Android WebView 84, Safari 14.1
// and iOS 14.5, whose webview an iOS app gets on a phone that was never updated. Any Chromium is
// made to lack what they lack: the built-ins that came after them are removed before the page's own
// code runs. Before the decision the app called two of them (Object.hasOwn on every path it read,
// Array.prototype.at for a list's last item), so such a browser got an empty page at sign-in.
import { expect, test, type Page } from '@playwright/test';
import { completeProfile } from './helpers/borrower-api.ts';
import { newBorrower, PRODUCT } from './helpers/loan-journey.ts';

test.describe.configure({ timeout: 120_000 });

/** Removes the built-ins newer than Chrome 84 and Safari 14.1 from every document of `page`. */
async function likeABrowserOf2020(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    const remove = (owner: object, key: string) => {
      Reflect.deleteProperty(owner, key);
    };
    remove(Object, 'hasOwn'); // Chrome 93, Safari 15.4
    remove(Object, 'groupBy');
    const typedArray = Object.getPrototypeOf(Int8Array.prototype) as object;
    for (const prototype of [Array.prototype, String.prototype, typedArray]) remove(prototype, 'at'); // Chrome 92, Safari 15.4
    for (const key of ['findLast', 'findLastIndex', 'toSorted', 'toReversed', 'toSpliced', 'with'])
      remove(Array.prototype, key);
    remove(String.prototype, 'replaceAll'); // Chrome 85
    remove(Promise, 'any'); // Chrome 85
    remove(globalThis, 'structuredClone'); // Chrome 98, Safari 15.4
    remove(AbortSignal, 'timeout');
    remove(AbortSignal, 'any');
    remove(Crypto.prototype, 'randomUUID'); // Chrome 92, Safari 15.4
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a browser of 2020 signs in, sees home, fills the contacts form and gets the largest amount preselected', async ({
  page,
}) => {
  const errors = await likeABrowserOf2020(page);

  // Sign in through the app: the screen, its form and the code request.
  const { phone, token } = await newBorrower(page);
  expect(
    await page.evaluate(() => [typeof [].at, typeof ''.replaceAll, typeof structuredClone]),
    'the page lacks the later built-ins',
  ).toEqual(['undefined', 'undefined', 'undefined']);

  // Home, with the bottom navigation and the Feedback button clear of its tabs.
  await expect(page.getByRole('heading', { name: 'Home', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'APPLY NOW' })).toBeVisible();
  const nav = await page.getByRole('navigation').boundingBox();
  const feedback = await page.getByRole('button', { name: 'Feedback' }).boundingBox();
  expect(nav && feedback && feedback.y + feedback.height <= nav.y, 'Feedback sits above the tabs').toBe(true);

  // A form with drop-downs grouped from a list of options.
  await page.goto('/auth/contacts?pid=1&step=5&as=5');
  const relationship = page.getByRole('combobox', { name: 'Relationship' }).first();
  await expect(relationship).toBeVisible();
  expect(await relationship.locator('option').count()).toBeGreaterThan(1);

  // A choice whose default is the last option (the largest amount).
  await completeProfile(page.request, token, phone);
  await page.goto(`/product/${PRODUCT}/detail`);
  await expect(page.getByRole('radio', { name: '₹ 5,000' })).toBeChecked();

  expect(errors, 'no script error on the way').toEqual([]);
});
