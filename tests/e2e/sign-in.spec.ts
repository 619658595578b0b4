// Signing in with a mobile number and the SMS code, against the real server.
import { expect, test, type Request } from '@playwright/test';
import { latestOtp, outbox } from './helpers/api.ts';
import { completeSignIn, loginScreen, requestCode } from './helpers/login-screen.ts';
import { uniquePhone } from './helpers/phone.ts';

test('a visitor is sent to sign in, signs in with the SMS code, and stays signed in', async ({ page }) => {
  const phone = uniquePhone();
  await page.goto('/');
  await expect(page).toHaveURL('/login?redirect=%2F');

  const login = loginScreen(page);
  await expect(login.consent, 'consent is for the borrower to tick (decision 0087)').not.toBeChecked();
  await login.phone.fill(phone);
  await login.sendCode.click();
  await expect(login.countdown, 'the send button counts down before a resend').toBeVisible();
  await expect(login.countdown, 'no second code before the countdown ends').toBeDisabled();

  await login.code.fill(await latestOtp(page.request, phone));
  await login.consent.check();
  await login.submit.click();

  await expect(page).toHaveURL('/');
  await expect(
    page.getByText(/₹\s?[\d,]+/).first(),
    'home shows the products with their amounts',
  ).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL('/');
  await expect(page.getByText(/₹\s?[\d,]+/).first()).toBeVisible();
});

test('the resend countdown after the phone slept shows the time left, not where it stopped', async ({
  page,
}) => {
  // The page's timers are the test's: fastForward is the phone asleep, the clock moving and no
  // timer running, then each due timer firing once on waking.
  await page.clock.install();
  await page.goto('/login');
  const login = loginScreen(page);
  await login.phone.fill(uniquePhone());
  await login.sendCode.click();
  await expect(login.countdown).toHaveText(/^Resend in \d+\ss$/);

  await page.clock.fastForward('06:00');
  await expect(login.sendCode).toHaveText('Send code');
  await expect(login.countdown).toHaveCount(0);
});

test('a 9-digit phone gets a clear message and no SMS is sent', async ({ page }) => {
  const phone = uniquePhone();
  const smsRequests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api1/sms/')) smsRequests.push(request);
  });
  await page.goto('/login');
  const login = loginScreen(page);
  await login.phone.fill(phone.slice(0, 9));
  await login.sendCode.click();

  // Announced to screen readers too (an alert), not only drawn.
  await expect(page.getByRole('alert').filter({ hasText: /10[- ]digit/i })).toBeVisible();
  await expect(login.countdown).toHaveCount(0);
  expect(
    smsRequests.map((r) => r.url()),
    'no code request reaches the server',
  ).toEqual([]);
  // The full number was never typed, so nothing can have been sent to it either.
  expect(await outbox(page.request, phone)).toEqual([]);
});

test('letters typed into the phone are dropped as they are typed', async ({ page }) => {
  const phone = uniquePhone();
  await page.goto('/login');
  const login = loginScreen(page);
  await login.phone.pressSequentially(`${phone.slice(0, 3)}ab c-${phone.slice(3, 7)}x${phone.slice(7)}`);
  await expect(login.phone).toHaveValue(phone);
});

test('a number pasted with +91 keeps its 10 digits: the code goes to that phone and signs in', async ({
  page,
}) => {
  const phone = uniquePhone();
  await page.goto('/login');
  const login = loginScreen(page);
  await login.phone.focus();
  // As a paste or the keyboard's suggestion puts it: all at once, spaced as a chat shows numbers.
  await page.keyboard.insertText(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  await expect(login.phone).toHaveValue(phone);
  await login.sendCode.click();
  await login.code.fill(await latestOtp(page.request, phone));
  await login.consent.check();
  await login.submit.click();
  await expect(page).toHaveURL('/');
});

test('a wrong code shows a message and stays on sign in', async ({ page }) => {
  const phone = uniquePhone();
  await page.goto('/login');
  const code = await requestCode(page, phone);
  const wrong = String((Number(code) + 1) % 10000).padStart(4, '0');

  const login = loginScreen(page);
  // Send code, turned into its countdown, keeps the focus it was pressed with: a keyboard's user
  // was left on the page for the whole minute.
  await expect(login.countdown).toBeFocused();
  await login.code.fill(wrong);
  await login.consent.check();
  const answer = page.waitForResponse((response) => response.url().includes('/api1/user/v1/login'));
  await login.submit.click();
  const envelope = (await (await answer).json()) as { code: number; msg: string };
  expect(envelope.code, 'the server refuses the wrong code').not.toBe(0);

  await expect(
    page.getByRole('status').getByText(envelope.msg),
    'the server message as a toast',
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  // The focus is still on Sign In, not dropped to the page while it was busy (decision 0081).
  await expect(login.submit).toBeFocused();
});

test('an unticked consent box blocks sign in with the agreement message', async ({ page }) => {
  const phone = uniquePhone();
  await page.goto('/login');
  const code = await requestCode(page, phone);
  const login = loginScreen(page);
  await login.code.fill(code);
  await expect(login.consent, 'nothing ticked it').not.toBeChecked();
  await login.submit.click();

  await expect(
    page.getByRole('status').getByText('Please agree with Loan Guarantee Argreement.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login(\?|$)/);

  // Ticking it lets the same code through.
  await login.consent.check();
  await login.submit.click();
  await expect(page).toHaveURL('/');
});

test('signing in from /login without a redirect lands on home', async ({ page }) => {
  await page.goto('/login');
  await completeSignIn(page, uniquePhone());
  await expect(page).toHaveURL('/');
});

test('"Code sent", read while the code is typed, is not shown again over home', async ({ page }) => {
  const phone = uniquePhone();
  await page.goto('/login');
  const login = loginScreen(page);
  await login.phone.fill(phone);
  await login.sendCode.click();
  const toast = page.getByRole('status').getByText('Code sent');
  await expect(toast).toBeVisible();
  const code = await latestOtp(page.request, phone);
  // The borrower reads the SMS and types the code: a second or two, within the toast's time.
  await page.waitForTimeout(1500);
  await expect(toast, 'still up over the sign-in screen').toBeVisible();
  await login.code.fill(code);
  await login.consent.check();
  await login.submit.click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText(/₹\s?[\d,]+/).first()).toBeVisible();
  // Read once, as home is drawn (an expectation that waits would see the old toast go in the end).
  expect(await page.getByRole('status').filter({ hasText: 'Code sent' }).count()).toBe(0);
});
