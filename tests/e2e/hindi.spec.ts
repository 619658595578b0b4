// The screens in Hindi (decision 0016): ?lang=hi on any page chooses the language, the server serves
// the screens' texts from schemas/copy/hi.json, and ?lang=en brings English back.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { latestOtp } from './helpers/api.ts';
import { borrowerApi, completeProfile } from './helpers/borrower-api.ts';
import { elevenMegabyteImage } from './helpers/card-images.ts';
import { loanedOrder, newBorrower, orderDetail, PRODUCT, rupees } from './helpers/loan-journey.ts';
import { signIn } from './helpers/login-screen.ts';
import { uniquePhone } from './helpers/phone.ts';

const catalogue = (locale: string) =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../schemas/copy/${locale}.json`), 'utf8'),
  ) as Record<string, string>;
const hi = catalogue('hi');
const en = catalogue('en');

test('?lang=hi draws the sign-in screen in Hindi, remembered, and ?lang=en draws it in English again', async ({
  page,
}) => {
  await page.goto('/login?lang=hi');
  await expect(page.getByRole('heading', { name: hi['login.sign-in'] })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page).toHaveTitle(hi['login.sign-in']!);
  await expect(page.getByRole('textbox', { name: hi['login.mobile-number'] })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: hi['login.i-agree-with-the-loan'] })).not.toBeChecked();
  await expect(page.getByText(en['login.enter-your-mobile-number']!)).toHaveCount(0);
  // Devanagari drawn with a real font (not boxes): look at this picture when it changes.
  await expect(page).toHaveScreenshot('login-hindi.png', { fullPage: true });

  // A message the screen sets from its actions is Hindi too, and no SMS is asked for.
  await page.getByRole('textbox', { name: hi['login.mobile-number'] }).fill('98765');
  await page.getByRole('button', { name: hi['login.send-code'] }).click();
  await expect(page.getByText(hi['login.please-enter-a-10-digit']!)).toBeVisible();

  // The choice is remembered on the device.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: hi['login.sign-in'] })).toBeVisible();

  await page.goto('/login?lang=en');
  await expect(page.getByRole('heading', { name: en['login.sign-in'] })).toBeVisible();
  await expect(page.getByText(en['login.enter-your-mobile-number']!)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText(hi['login.mobile-number']!)).toHaveCount(0);
});

test('a refusal from the server is said in Hindi too: a wrong code, with the tries left (decision 0043)', async ({
  page,
}) => {
  const phone = uniquePhone();
  await page.goto('/login?lang=hi');
  await page.getByRole('textbox', { name: hi['login.mobile-number'] }).fill(phone);
  await page.getByRole('button', { name: hi['login.send-code'] }).click();
  const code = await latestOtp(page.request, phone);
  const wrong = String((Number(code) + 1) % 10000).padStart(4, '0');
  await page.getByRole('textbox', { name: hi['login.verification-code'] }).fill(wrong);
  await page.getByRole('checkbox', { name: hi['login.i-agree-with-the-loan'] }).check();
  await page.getByRole('button', { name: hi['login.sign-in'], exact: true }).click();
  await expect(page.getByRole('status').getByText('कोड ग़लत है। अब आप 4 प्रयास और कर सकते हैं।')).toBeVisible();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await page.screenshot({ path: test.info().outputPath('wrong-code-hindi.png') });
});

/** A number as a Hindi keyboard's number row writes it. */
const devanagari = (digits: string) =>
  digits.replace(/\d/g, (digit) => String.fromCharCode(0x0966 + Number(digit)));

test('a number and a code typed with Devanagari digits sign the borrower in (decision 0059)', async ({
  page,
}) => {
  const phone = uniquePhone();
  await page.goto('/login?lang=hi');
  const number = page.getByRole('textbox', { name: hi['login.mobile-number'] });
  await number.pressSequentially(devanagari(phone));
  await expect(number).toHaveValue(phone);
  await page.getByRole('button', { name: hi['login.send-code'] }).click();
  const code = await latestOtp(page.request, phone);
  const codeField = page.getByRole('textbox', { name: hi['login.verification-code'] });
  await codeField.pressSequentially(devanagari(code));
  await expect(codeField).toHaveValue(code);
  await page.getByRole('checkbox', { name: hi['login.i-agree-with-the-loan'] }).check();
  await page.getByRole('button', { name: hi['login.sign-in'], exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a contact name typed in Devanagari is refused at once, saying why in Hindi (decision 0062)', async ({
  page,
}) => {
  await signIn(page, uniquePhone());
  await page.goto('/auth/contacts?pid=1&step=5&as=5&lang=hi');
  const name = page.getByRole('textbox', { name: hi['auth-contacts.name'] }).first();
  await expect(name).toHaveAttribute('placeholder', hi['auth-contacts.name-example']!);
  await name.pressSequentially('राम');
  await expect(name).toHaveValue('');
  await expect(
    page.getByRole('alert').filter({ hasText: hi['auth-contacts.first-name-invalid']! }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('contact-name-refused-hindi.png') });
  await name.pressSequentially('ram');
  await expect(name).toHaveValue('ram');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a Devanagari letter typed in the IFSC is refused at once, the message naming English letters (decision 0065)', async ({
  page,
}) => {
  await signIn(page, uniquePhone());
  await page.goto('/bank/add?lang=hi');
  const ifsc = page.getByRole('textbox', { name: hi['bank-add.ifsc-code'] });
  await ifsc.pressSequentially('SBINक');
  await expect(ifsc).toHaveValue('SBIN');
  await expect(
    page.getByRole('alert').filter({ hasText: hi['bank-add.please-enter-a-valid-ifsc']! }),
  ).toBeVisible();
  expect(hi['bank-add.please-enter-a-valid-ifsc']).toContain('अंग्रेज़ी के 4 अक्षर');
  await page.screenshot({ path: test.info().outputPath('ifsc-refused-hindi.png') });
});

test("the basic information form in Hindi: the server's titles, placeholders and choices (decision 0044)", async ({
  page,
}) => {
  await signIn(page, uniquePhone());
  await page.goto('/auth/basic?pid=1&step=3&as=5&lang=hi');
  const gender = page.getByRole('combobox', { name: 'लिंग' });
  await expect(gender).toBeVisible();
  await expect(gender.locator('option')).toHaveText(['अपना लिंग चुनें', 'पुरुष', 'महिला', 'अन्य']);
  await expect(page.getByRole('combobox', { name: 'राज्य' }).locator('option')).not.toHaveCount(1);
  const address = page.getByRole('textbox', { name: 'पता' });
  await expect(address).toHaveAttribute('placeholder', 'मकान नंबर, गली, इलाका');
  await page.screenshot({ path: test.info().outputPath('basic-hindi.png'), fullPage: true });
});

test('the account menu, the Help Center and a page that does not exist, in Hindi (decisions 0045, 0043)', async ({
  page,
}) => {
  await signIn(page, uniquePhone());
  // The account screen's bottom navigation is named in Hindi too (read by screen readers).
  await page.goto('/personal?lang=hi');
  await expect(page.getByRole('navigation', { name: hi['personal.main']! })).toBeVisible();
  await page.goto('/personal/help');
  // The first question is open from the start; the second opens with a tap.
  await expect(page.getByRole('button', { name: 'मुझे कितना लोन मिल सकता है?' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByText(/^आपके पहले लोन ₹5,000 तक के होते हैं।/)).toBeVisible();
  await page.getByRole('button', { name: 'ब्याज कैसे लगाया जाता है?' }).click();
  await expect(page.getByText(/^ब्याज सालाना 30% है/)).toBeVisible();
  await page.goto('/nowhere');
  await expect(page.getByRole('heading', { name: 'पेज नहीं मिला' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'होम पर जाएँ' })).toBeVisible();
});

test('a scheduled order says why it waits in Hindi (decision 0047), and its loan names months in Hindi', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { phone, token } = await newBorrower(page);
  const cardId = await completeProfile(page.request, token, phone);
  const loan = await orderDetail(page.request, token, await loanedOrder(page.request, token, cardId, 3000));
  await borrowerApi(page.request, token).post('/order/v1/order-auto-apply', {
    productId: PRODUCT,
    expectBorrowAmount: 3000,
    cardId,
  });

  await page.goto('/schedule?lang=hi');
  const item = page.locator('.w-card').filter({ hasText: rupees(3000) });
  await expect(item.getByText(`आपके लोन ${loan.orderNo} के चुकाए जाने का इंतज़ार है।`)).toBeVisible();
  await expect(page.getByText(/Waiting for your loan/)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('schedule-hindi.png'), fullPage: true });

  // The loan's own page names the months of its dates in Hindi (decision 0056), as a Hindi
  // calendar writes them (here, Node's own Hindi, not the app's table).
  const month = new Intl.DateTimeFormat('hi-IN', { month: 'long', timeZone: 'UTC' });
  const [year, monthNo, day] = loan.dueDate.split('-').map(Number) as [number, number, number];
  await page.goto(`/orders/${loan.orderId}/detail?lang=hi`);
  await expect(
    page.getByText(`${day} ${month.format(Date.UTC(year, monthNo - 1, 1))} ${year}`),
  ).toBeVisible();
  await expect(page.getByText(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('order-detail-hindi.png'), fullPage: true });
});

test("the KYC photos in Hindi: the pickers' actions, and a photo refused on the phone", async ({ page }) => {
  await signIn(page, uniquePhone());
  await page.goto('/auth/kyc?pid=1&step=1&as=5&lang=hi');
  await expect(page.getByText(hi['auth-kyc.choose-photo']!, { exact: true })).toHaveCount(2);
  await expect(page.getByText(en['auth-kyc.choose-photo']!, { exact: true })).toHaveCount(0);

  // 11 MB that no phone can make smaller: refused before anything is sent, in Hindi.
  const pan = page.getByLabel(hi['auth-kyc.pan-card']!).and(page.locator('input[type="file"]'));
  await pan.setInputFiles(elevenMegabyteImage());
  await expect(
    page.getByRole('alert').filter({ hasText: hi['auth-kyc.image-size-is-too-big']! }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('kyc-hindi.png'), fullPage: true });
});

test("a product's words in Hindi: its slogan and what a borrower needs (decision 0055)", async ({ page }) => {
  await signIn(page, uniquePhone());
  await page.goto('/product/1?lang=hi');
  await expect(page.getByText('₹5,000 तक सीधे आपके बैंक खाते में, 91 दिनों में चुकाएँ')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ज़रूरतें' })).toBeVisible();
  await expect(page.getByText('• Aadhaar कार्ड', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'पात्रता' })).toBeVisible();
  await expect(page.getByText('• भारतीय नागरिक', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Requirements' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('product-hindi.png'), fullPage: true });
});

test("an app's sign-in that sent no valid number is refused in Hindi, the server's reason too (decision 0057)", async ({
  page,
}) => {
  await page.goto(
    '/joint?phone=12345&timestamp=1&sign=00&deviceId=d1&version=1.0&idfv=v&idfa=a&systemVersion=17.0&model=iPhone&lang=hi',
  );
  await expect(page.getByText(hi['joint.sign-in-failed']!)).toBeVisible();
  await expect(page.getByText(hi['joint.we-could-not-sign-you']!)).toBeVisible();
  await expect(page.getByText('ऐप ने सही मोबाइल नंबर नहीं भेजा।')).toBeVisible();
  await expect(page.getByText(/The app did not send/)).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  await page.screenshot({ path: test.info().outputPath('joint-hindi.png'), fullPage: true });
});
