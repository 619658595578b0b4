// Onboarding end to end on the real server (real /api1, real database, the sandbox OCR, face and
// Aadhaar providers) in Chromium at 360x800: a new borrower signs in, opens a product, goes through
// every verification step the server asks for (KYC by card photos the test draws itself, the face
// check with a real photograph, basic, work and contact information), adds a bank card and lands
// on the loan confirmation. Bad input is refused with the spec's message and nothing is saved.
import { expect, test, type Page, type Request } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { outbox } from './helpers/api.ts';
import { borrowerApi, storedToken } from './helpers/borrower-api.ts';
import { addCardForm, findNewDelhiMainBranch } from './helpers/ifsc-finder.ts';
import {
  aadhaarFrontPhoto,
  cameraAadhaarPhoto,
  elevenMegabyteImage,
  notAnImage,
  panCardPhoto,
  randomReadablePan,
} from './helpers/card-images.ts';
import { signIn } from './helpers/login-screen.ts';
import { randomAadhaar } from '../support/random-aadhaar.ts';
import { uniquePhone } from './helpers/phone.ts';
import { expectApart } from './helpers/boxes.ts';

// The first OCR and face checks load their models on the server; a whole onboarding takes a while.
test.describe.configure({ timeout: 240_000 });

const PRODUCT = 1;
const HOLDER = 'Asha Verma';
const facePhoto = path.resolve(import.meta.dirname, '../server/fixtures/images/face-real.jpg');
const AADHAAR_INVALID = 'This Aadhaar number is not valid. Please check the 12 digits.';
const PAN_INVALID =
  'This PAN is not valid. A personal PAN has 5 letters, 4 digits and a letter, with P as the 4th letter (like ABCPE1234F).';

/** The toast the borrower sees (a polite live region). */
const toast = (page: Page) => page.locator('.r-toast');

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** The step screen the auth flow opened, with the product and "Step n / 5". */
async function expectStep(page: Page, route: string, step: number): Promise<void> {
  await expect(page).toHaveURL(`${route}?pid=${PRODUCT}&step=${step}&as=5`, { timeout: 15_000 });
  await expect(page.getByText(`Step ${step} / 5`)).toBeVisible();
}

/** Every request the page sends to an /api1 path ending in `suffix`. */
function requestsTo(page: Page, suffix: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(suffix)) seen.push(request);
  });
  return seen;
}

async function startOnboarding(page: Page): Promise<string> {
  const phone = uniquePhone();
  await signIn(page, phone);
  await page.goto(`/product/${PRODUCT}`);
  await page.getByRole('button', { name: 'APPLY NOW' }).click();
  return phone;
}

const picker = (page: Page, label: RegExp) => page.getByLabel(label).and(page.locator('input[type="file"]'));

// A camera's photo (3-6 MB) took one to two minutes to send on a 3G uplink, the larger ones past the
// app's 100 s wait (decision 0040): it goes scaled down, a fraction of its size, and is still read.
test("a camera's photo of a card is sent lighter and still read", async ({ page, browser }) => {
  await startOnboarding(page);
  await expectStep(page, '/auth/kyc', 1);
  const ocrCalls = requestsTo(page, '/auth/v1/ocr-separate');
  const aadhaar = randomAadhaar();
  const photo = await cameraAadhaarPhoto(browser, HOLDER, aadhaar);
  expect(photo.buffer.length, "the photo weighs what a camera's does").toBeGreaterThan(2_500_000);

  await picker(page, /Aadhaar front/).setInputFiles(photo);
  await expect(page.getByRole('textbox', { name: 'Aadhaar number' })).toHaveValue(aadhaar, {
    timeout: 60_000,
  });
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(HOLDER);
  expect(ocrCalls).toHaveLength(1);
  // The multipart body as sent (Chromium reports no body size for a file part, but the header).
  const sent = Number((await ocrCalls[0]!.allHeaders())['content-length']);
  expect(sent, 'bytes sent for the photo').toBeGreaterThan(0);
  expect(sent, 'bytes sent for the photo').toBeLessThan(photo.buffer.length / 2);
});

// On a slow network an upload that fails would mean choosing the photo again and waiting through
// the whole upload once more: the photo stays, and Send again sends it.
test('a card photo whose upload the network dropped stays, and Send again reads it', async ({
  page,
  browser,
}) => {
  await startOnboarding(page);
  await expectStep(page, '/auth/kyc', 1);
  const aadhaar = randomAadhaar();
  let dropped = 0;
  await page.route('**/api1/auth/v1/ocr-separate', (route) => {
    if (dropped > 0) return route.continue();
    dropped += 1;
    return route.abort('internetdisconnected');
  });

  await picker(page, /Aadhaar front/).setInputFiles(await aadhaarFrontPhoto(browser, HOLDER, aadhaar));
  const area = page.locator('.w-image-picker').filter({ has: picker(page, /Aadhaar front/) });
  await expect(area.getByRole('alert')).toHaveText('Network error, please try again');
  await expect(area.locator('.w-image-picker__preview')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('photo-unsent.png') });
  await area.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByRole('textbox', { name: 'Aadhaar number' })).toHaveValue(aadhaar);
  await expect(area.getByRole('alert')).toBeHidden();
  await expect(area.getByRole('button', { name: 'Send again' })).toBeHidden();
  expect(dropped).toBe(1);
});

test('bad KYC input is refused with the spec message and nothing is saved', async ({ page, browser }) => {
  await startOnboarding(page);
  await expectStep(page, '/auth/kyc', 1);
  const api = borrowerApi(page.request, await storedToken(page));
  const ocrCalls = requestsTo(page, '/auth/v1/ocr-separate');
  const saves = requestsTo(page, '/auth/v1/kyc-info/aadhaar-pan');
  const submit = page.getByRole('button', { name: 'Submit' });
  const name = page.getByRole('textbox', { name: 'Name' });
  const number = page.getByRole('textbox', { name: 'Aadhaar number' });
  const pan = page.getByRole('textbox', { name: 'PAN' });

  await submit.click();
  await expect(toast(page)).toHaveText('Please Upload Aadhaar front');

  // A text file named .jpg (the phone calls it image/jpeg): the picker reads its first bytes and
  // refuses it on the phone, as the server would (decision 0098), sending nothing on the way.
  await picker(page, /Aadhaar front/).setInputFiles(notAnImage());
  // Said under the picker, which shows no photo taken.
  await expect(page.getByRole('alert').filter({ hasText: /^Please choose an image$/ })).toBeVisible();
  await expect(page.locator('.w-image-picker__preview')).toHaveCount(0);
  await expect(picker(page, /Aadhaar front/)).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'kyc-photo-not-read');
  expect(ocrCalls).toHaveLength(0);
  await expect(number).toHaveValue('');

  // 11 MB that no phone can make smaller: refused in the app, never sent.
  await picker(page, /PAN card/).setInputFiles(elevenMegabyteImage());
  await expect(
    page.getByRole('alert').filter({ hasText: 'Image size is too big, limit 10MB' }),
  ).toBeVisible();
  expect(ocrCalls).toHaveLength(0);

  const aadhaar = randomAadhaar();
  await picker(page, /Aadhaar front/).setInputFiles(await aadhaarFrontPhoto(browser, HOLDER, aadhaar));
  await expect(number).toHaveValue(aadhaar, { timeout: 60_000 });
  await expect(name).toHaveValue(HOLDER);
  await submit.click();
  await expect(toast(page)).toHaveText('Please Upload PAN ');

  const panNo = randomReadablePan();
  await picker(page, /PAN card/).setInputFiles(await panCardPhoto(browser, HOLDER, panNo));
  await expect(pan).toHaveValue(panNo, { timeout: 60_000 });
  await shot(page, 'kyc-read');

  // The borrower "corrects" the number into one with a wrong check digit.
  const wrongDigit = aadhaar.slice(0, 11) + String((Number(aadhaar[11]) + 1) % 10);
  await number.fill(wrongDigit);
  await submit.click();
  await expect(toast(page)).toHaveText(AADHAAR_INVALID);
  await number.fill(aadhaar);

  await pan.fill(`${panNo.slice(0, 3)}C${panNo.slice(4)}`);
  await submit.click();
  await expect(toast(page)).toHaveText(PAN_INVALID);

  // A valid number that was not on the photo: only the server can tell.
  const other = randomAadhaar();
  await pan.fill(panNo);
  await number.fill(other);
  await submit.click();
  await expect(toast(page)).toHaveText(
    'This Aadhaar number was not read from your Aadhaar photo. Please upload the Aadhaar front again.',
  );
  // The name is the card's: another one is refused, and the borrower is told how to put it right.
  await number.fill(aadhaar);
  await name.fill('Ramesh Kumar');
  await submit.click();
  await expect(toast(page)).toHaveText(
    'This name is not the one on your Aadhaar card. Please enter it as printed on the card, or upload the Aadhaar front again if it was read wrong.',
  );
  expect(saves).toHaveLength(2);
  await expect(page).toHaveURL(/\/auth\/kyc\?/);
  expect((await api.get<{ state: number }>('/auth/v1/kyc-info')).state, 'no KYC is saved').toBe(0);

  // Her own Aadhaar with her father's PAN card (decision 0094): refused, nothing saved.
  await name.fill(HOLDER);
  const fathersPan = randomReadablePan();
  await picker(page, /PAN card/).setInputFiles(await panCardPhoto(browser, 'Rajesh Verma', fathersPan));
  await expect(pan).toHaveValue(fathersPan, { timeout: 60_000 });
  await submit.click();
  await expect(toast(page)).toHaveText(
    'The name on this PAN card is not the one on your Aadhaar card. Please upload your own PAN card.',
  );
  expect(saves).toHaveLength(3);
  expect((await api.get<{ state: number }>('/auth/v1/kyc-info')).state, 'no KYC is saved').toBe(0);
});

test('a new borrower goes through every step, adds a card and reaches the loan confirmation', async ({
  page,
  browser,
}) => {
  const phone = await startOnboarding(page);
  const api = borrowerApi(page.request, await storedToken(page));

  // 1. KYC by card photos: OCR fills the fields, the borrower checks them and submits.
  await expectStep(page, '/auth/kyc', 1);
  const aadhaar = randomAadhaar();
  const panNo = randomReadablePan();
  await picker(page, /Aadhaar front/).setInputFiles(await aadhaarFrontPhoto(browser, HOLDER, aadhaar));
  await expect(page.getByRole('textbox', { name: 'Aadhaar number' })).toHaveValue(aadhaar, {
    timeout: 60_000,
  });
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(HOLDER);
  await picker(page, /PAN card/).setInputFiles(await panCardPhoto(browser, HOLDER, panNo));
  await expect(page.getByRole('textbox', { name: 'PAN' })).toHaveValue(panNo, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Submit' }).click();

  // 2. Face: nothing chosen is refused; a real photograph passes.
  await expectStep(page, '/auth/face', 2);
  const faceChecks = requestsTo(page, '/auth/v3/living-check');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page)).toHaveText('Please Upload Face Recognition ');
  expect(faceChecks).toHaveLength(0);
  await picker(page, /Your face/).setInputFiles({
    name: 'selfie.jpg',
    mimeType: 'image/jpeg',
    buffer: readFileSync(facePhoto),
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(`/auth/face/result?pid=${PRODUCT}&step=2&as=5`, { timeout: 90_000 });
  await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
  await page.getByRole('button', { name: 'NEXT' }).click();

  // 3. Basic information (the KYC screen NEXT leads to is done: the flow moves on).
  await expectStep(page, '/auth/basic', 3);
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Date of birth').fill('2015-03-01');
  await page.getByRole('combobox', { name: 'Gender' }).selectOption({ label: 'Female' });
  await page.getByRole('combobox', { name: 'Marital status' }).selectOption({ label: 'Single' });
  await page.getByRole('combobox', { name: 'Education' }).selectOption({ label: 'Graduate' });
  await page.getByRole('combobox', { name: 'Loan purpose' }).selectOption({ label: 'Medical treatment' });
  await page.getByRole('textbox', { name: 'E-mail' }).fill('asha.verma@example.in');
  const state = page.getByRole('combobox', { name: 'State' });
  const district = page.getByRole('combobox', { name: 'District' });
  await state.selectOption({ label: 'Maharashtra' });
  await district.selectOption({ label: 'Pune' });
  // Another state: its districts, and the district chosen before is cleared.
  await state.selectOption({ label: 'Karnataka' });
  await expect(district.locator('option', { hasText: 'Bengaluru Urban' })).toBeAttached();
  await expect(district).toHaveValue('');
  await district.selectOption({ label: 'Bengaluru Urban' });
  await page.getByRole('textbox', { name: 'Address' }).fill('12 MG Road, Shivajinagar');
  await page.getByRole('textbox', { name: 'PIN code' }).fill('5600a01');
  await expect(page.getByRole('textbox', { name: 'PIN code' })).toHaveValue('560001');
  await expect(submit).toBeDisabled();
  await page.getByRole('combobox', { name: 'Salary day' }).selectOption('1');
  await expect(submit).toBeEnabled();
  // Reloaded (a tab the phone killed): every answer is back, the district among its state's.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue('12 MG Road, Shivajinagar');
  await expect(state.locator('option:checked')).toHaveText('Karnataka');
  await expect(district.locator('option:checked')).toHaveText('Bengaluru Urban');
  await expect(page.getByLabel('Date of birth')).toHaveValue('2015-03-01');
  await expect(submit).toBeEnabled();
  // Too young: the server lists what to correct, numbered; nothing is saved.
  await submit.click();
  await expect(toast(page)).toHaveText('1. You must be 18 years or older to apply.');
  expect((await api.get<{ basic: number }>('/auth/v1/find-user-auth')).basic).toBe(0);
  await shot(page, 'basic-refused');
  // The date of birth says why under it, and has the focus (decision 0096).
  const birthDate = page.getByLabel('Date of birth');
  await expect(birthDate).toBeFocused();
  await expect(birthDate).toHaveAccessibleDescription('You must be 18 years or older to apply.');
  // Nothing was saved: a tab killed now still comes back with every answer (decision 0090).
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue('12 MG Road, Shivajinagar');
  await expect(birthDate).toHaveValue('2015-03-01');
  await birthDate.fill('1995-04-12');
  await submit.click();

  // 4. Work information.
  await expectStep(page, '/auth/work', 4);
  await expect(submit).toBeDisabled();
  await page.getByRole('combobox', { name: 'Work status' }).selectOption({ label: 'Salaried' });
  // An amount put in whole with its paise keeps the rupees: as digits it was 3200050 (decision 0099).
  const income = page.getByRole('textbox', { name: 'Monthly income (₹)' });
  await income.fill('32,000.50');
  await expect(income).toHaveValue('32000');
  // The same typed key by key, as a keyboard with a point key types it (decision 0099, amended).
  await income.fill('');
  await income.pressSequentially('32,000.50');
  await expect(income).toHaveValue('32000');
  await page.getByRole('textbox', { name: 'Company name' }).fill('Infosys Limited');
  await page.getByRole('textbox', { name: 'Designation' }).fill('Software engineer');
  await page.getByRole('textbox', { name: 'Company phone' }).fill('8041234567');
  await page.getByRole('combobox', { name: 'Working years' }).selectOption({ label: '1 to 3 years' });
  await expect(submit).toBeEnabled();
  // A tab the phone killed behind another app comes back reloaded, with what was typed (decision 0090).
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue('Infosys Limited');
  await expect(page.getByRole('textbox', { name: 'Monthly income (₹)' })).toHaveValue('32000');
  await expect(page.getByRole('combobox', { name: 'Work status' }).locator('option:checked')).toHaveText(
    'Salaried',
  );
  await expect(page.getByRole('combobox', { name: 'Working years' }).locator('option:checked')).toHaveText(
    '1 to 3 years',
  );
  await expect(submit).toBeEnabled();
  await submit.click();

  // 5. Emergency contacts: capitals are lowered and an 11th digit never gets in; the server refuses
  // the borrower's own number and a number given twice, listing both, and saves nothing.
  await expectStep(page, '/auth/contacts', 5);
  const contact = (n: number) => page.locator('.w-card').filter({ hasText: `Emergency contact ${n}` });
  const fillContact = async (n: number, name: string, mobile: string, relation: string) => {
    await contact(n).getByRole('textbox', { name: 'Name' }).fill(name);
    await contact(n).getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    await contact(n).getByRole('combobox', { name: 'Relationship' }).selectOption(relation);
  };
  await fillContact(1, 'Ramesh Verma', `${phone}9`, 'Father');
  await expect(contact(1).getByRole('textbox', { name: 'Name' })).toHaveValue('ramesh verma');
  await expect(contact(1).getByRole('textbox', { name: 'Mobile number' })).toHaveValue(phone);
  // A digit dropped from between two words leaves one space, not two the rule would refuse unseen.
  await fillContact(2, 'Sunita 2 Verma', phone, 'Mother');
  await expect(contact(2).getByRole('textbox', { name: 'Name' })).toHaveValue('sunita verma');
  await fillContact(3, "anil d'souza", '7012345678', 'Friends');
  await submit.click();
  await expect(toast(page)).toHaveText(
    [
      "1. The first contact's mobile number is your own number. Please enter someone else's.",
      "2. The second contact's mobile number is your own number. Please enter someone else's.",
    ].join('\n'),
  );
  expect((await api.get<{ saved: number }>('/auth/v1/contacts')).saved).toBe(0);
  // Each refused number says why under it, and the first has the focus.
  const mobile = (n: number) => contact(n).getByRole('textbox', { name: 'Mobile number' });
  await expect(mobile(1)).toBeFocused();
  for (const [n, ordinal] of [
    [1, 'first'],
    [2, 'second'],
  ] as const) {
    await expect(mobile(n)).toHaveAttribute('aria-invalid', 'true');
    // Described by its +91 prefix, then the message.
    await expect(mobile(n)).toHaveAccessibleDescription(
      `+91 The ${ordinal} contact's mobile number is your own number. Please enter someone else's.`,
    );
  }
  await expect(mobile(3)).not.toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'contacts-refused');
  await contact(1).getByRole('textbox', { name: 'Mobile number' }).fill('9812345670');
  await contact(2).getByRole('textbox', { name: 'Mobile number' }).fill('9812345671');
  await submit.click();

  // All steps done: the loan confirmation of the product, where the borrower adds a card.
  await expect(page).toHaveURL(`/product/${PRODUCT}/detail`, { timeout: 15_000 });
  const status = await api.get<Record<string, number>>('/auth/v1/find-user-auth');
  expect(status).toMatchObject({ basic: 1, work: 1, kycAadhaarAndPan: 1, kycFaceAndHold: 1, contact: 1 });
  // Submit before adding a card: the toast asking for one hides none of the loan's figures, nor
  // the way to add the card (decision 0093).
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page)).toHaveText('Please Select or Add Bank Account');
  await expectApart(toast(page), [
    ...['Interest Rate', 'Interest Fee', 'Processing Fee', 'Amount Received', 'Tenure'].map((row) =>
      page.getByText(row, { exact: true }),
    ),
    page.getByRole('button', { name: 'Add bank account' }),
  ]);
  // The amount chosen before leaving for the bank account form is the one chosen on return.
  const threeThousand = page.getByRole('radio', { name: '₹\u00a03,000' });
  await threeThousand.check();
  await page.getByRole('button', { name: 'Add bank account' }).click();
  await expect(page).toHaveURL(`/bank/add?pid=${PRODUCT}`);
  // The borrower does not know the IFSC: the finder fills it in.
  const card = addCardForm(page);
  await card.forgotIfsc.click();
  await expect(page).toHaveURL(`/bank/ifsc?pid=${PRODUCT}`);
  await findNewDelhiMainBranch(page);
  await expect(page).toHaveURL(`/bank/add?pid=${PRODUCT}&ifsc_code=SBIN0000691`);
  await expect(card.ifsc).toHaveValue('SBIN0000691');
  const account = `5010${phone}`;
  await card.account.fill(account);
  await card.confirm.fill(account);
  await card.submit.click();
  await expect(page).toHaveURL(new RegExp(`/product/${PRODUCT}/detail\\?bank_id=\\d+$`), { timeout: 15_000 });
  // The new card, masked by the server to its last 4 digits, is the one chosen.
  await expect(page.getByRole('radio', { name: `ending in ${account.slice(-4)}` })).toBeChecked();
  await expect(threeThousand).toBeChecked();
  await shot(page, 'loan-confirmation');
});

/**
 * Which KYC screen a borrower gets is the client setting kyc.pageType in the database, which the
 * e2e server's borrowers cannot change: the OTP tests ask the screen for the OTP variant by
 * answering kycPageType 2 in the server's own kyc-info answer. Every other call is the real one.
 */
async function askForOtpVariant(page: Page): Promise<void> {
  await page.route('**/api1/auth/v1/kyc-info', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, kycPageType: 2 } } });
  });
}

/** The 6-digit Aadhaar OTP the sandbox sent to the borrower's phone, from the dev outbox. */
async function aadhaarOtp(page: Page, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => (code = (await outbox(page.request, phone)).find((m) => m.code?.length === 6)?.code ?? ''),
      { message: 'the Aadhaar OTP in the dev outbox' },
    )
    .not.toBe('');
  return code;
}

test('KYC by Aadhaar OTP: verified by the code from the dev outbox, then saved with the PAN', async ({
  page,
}) => {
  await askForOtpVariant(page);
  const phone = await startOnboarding(page);
  await expectStep(page, '/auth/kyc', 1);
  const api = borrowerApi(page.request, await storedToken(page));
  const aadhaarBox = page.getByRole('textbox', { name: 'Aadhaar number' });
  const verify = page.getByRole('button', { name: /^Verif/ });
  const submit = page.getByRole('button', { name: 'Submit' });

  await verify.click();
  await expect(toast(page)).toHaveText('Please Input IDcard No.');
  await submit.click();
  await expect(toast(page)).toHaveText('Please Input IDcard No.');

  const aadhaar = randomAadhaar();
  await aadhaarBox.fill(`${aadhaar}99`);
  await expect(aadhaarBox).toHaveValue(aadhaar);
  await verify.click();
  const dialog = page.getByRole('dialog', { name: 'Enter OTP' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  // The phone's Back closes the dialog, not the step: the number stays, and Verify opens it again.
  const kycStep = page.url();
  await page.goBack();
  await expect(dialog).toBeHidden();
  expect(page.url()).toBe(kycStep);
  await expect(aadhaarBox).toHaveValue(aadhaar);
  await verify.click();
  await expect(dialog).toBeVisible();
  const code = await aadhaarOtp(page, phone);
  await dialog.getByRole('textbox', { name: 'OTP' }).fill(`${code}12`);
  await expect(dialog.getByRole('textbox', { name: 'OTP' })).toHaveValue(code);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(verify).toHaveText('Verified');
  await expect(verify).toBeDisabled();
  // The dialog gives the focus back to it, turned off as it is, not to the page.
  await expect(verify).toBeFocused();
  await expect(aadhaarBox).toHaveAttribute('readonly', '');
  await shot(page, 'otp-verified');

  await submit.click();
  await expect(toast(page)).toHaveText('Please Input Pan Id. ');
  const pan = page.getByRole('textbox', { name: 'PAN' });
  await pan.fill('abcde1234f99');
  await expect(pan).toHaveValue('ABCDE1234F');
  await submit.click();
  await expect(toast(page)).toHaveText(PAN_INVALID);
  expect((await api.get<{ state: number }>('/auth/v1/kyc-info')).state, 'no KYC is saved yet').toBe(0);

  await pan.fill(randomReadablePan());
  await submit.click();
  await expectStep(page, '/auth/face', 2);
  expect((await api.get<{ state: number }>('/auth/v1/kyc-info')).state).toBe(1);
});

test('Aadhaar OTP whose answer is lost after the OTP went out: the next Verify opens Enter OTP with the wait', async ({
  page,
}) => {
  await askForOtpVariant(page);
  const phone = await startOnboarding(page);
  await expectStep(page, '/auth/kyc', 1);
  let sends = 0;
  await page.route('**/api1/auth/v2/aadhaar/send-otp', async (route) => {
    sends += 1;
    if (sends > 1) return route.continue();
    await route.fetch(); // the server sends the OTP...
    return route.abort('connectionreset'); // ...and its answer never arrives
  });
  await page.getByRole('textbox', { name: 'Aadhaar number' }).fill(randomAadhaar());
  const verify = page.getByRole('button', { name: /^Verif/ });
  await verify.click();
  await expect(toast(page)).toHaveText('Network error, please try again');
  const dialog = page.getByRole('dialog', { name: 'Enter OTP' });
  await expect(dialog).toHaveCount(0);

  // The second tap is refused (an OTP went out a moment ago), and says so; the dialog opens with
  // the countdown from the seconds the refusal names (decision 0023), for the OTP that arrived.
  await verify.click();
  await expect(toast(page)).toHaveText(/wait \d+ seconds before requesting a new OTP/i);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await shot(page, 'otp-answer-lost');
  await dialog.getByRole('textbox', { name: 'OTP' }).fill(await aadhaarOtp(page, phone));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(verify).toHaveText('Verified');
  expect(sends).toBe(2);
});
