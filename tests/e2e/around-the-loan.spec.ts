// Issue 6 end to end, on the real server in Chromium at 360x800 (iPhone Safari user agent unless a
// test says otherwise): help with the grievance officer, about us, feedback (refused, then saved:
// read back from the server), the download page for an iPhone and for an Android phone, the alert
// page's copy link, the app login of /joint with a valid and a forged signature, the rating page's
// messages to the native app, the install guide shown once, and the app shell offline.
import { devices, expect, test, type Page } from '@playwright/test';
import { appLoginSign } from '../../server/modules/auth/app-login-sign.ts';
import { installRecordingNativeBridge } from '../../src/platform/recording-native-bridge.ts';
import { expectApart } from './helpers/boxes.ts';
import { uniquePhone, withPrefix } from './helpers/phone.ts';
import { signIn } from './helpers/login-screen.ts';

/** The development secret of the lender's app (server/config.ts; production refuses it). */
const DEV_APP_SECRET = 'development-only-app-login-secret-not-for-production';
const EXTERNAL_DOWNLOAD = 'https://loanapp.example/download/android';

async function serverNowSeconds(page: Page): Promise<number> {
  const answer = await page.request.post('/api1/dev/clock', { data: { advanceMinutes: 0 } });
  const { data } = (await answer.json()) as { data: { now: string } };
  return Math.floor(Date.parse(data.now) / 1000);
}

/** The query the iOS app opens /joint with: its device fields, the borrower and the signature. */
async function appLoginQuery(page: Page, phone: string, secret = DEV_APP_SECRET): Promise<URLSearchParams> {
  const fields = {
    deviceId: 'C0FFEE00-1111-2222-3333-444455556666',
    idfa: '',
    idfv: '6D1F3E1A-7B2C-4C8D-9E0F-112233445566',
    model: 'iPhone14,2',
    phone: withPrefix(phone),
    systemVersion: '17.5',
    timestamp: await serverNowSeconds(page),
    version: '2.4.0',
  };
  return new URLSearchParams({
    ...Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)])),
    sign: appLoginSign(secret, fields),
  });
}

test.describe('a signed-in borrower', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, uniquePhone());
  });

  test('help: the first answer open, a tap toggles; the grievance officer where a complaint goes', async ({
    page,
  }) => {
    await page.goto('/personal');
    await page.getByRole('button', { name: 'Help Center' }).click();
    await expect(page).toHaveURL('/personal/help');
    const open = page.getByRole('button', { expanded: true });
    await expect(open).toHaveCount(1);
    const first = page.getByRole('button', { name: await open.innerText() });
    await first.click();
    await expect(open).toHaveCount(0);
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('heading', { name: 'Grievance redressal' })).toBeVisible();
    await expect(page.locator('a[href^="tel:"]').last()).toBeVisible();
    await expect(page.locator('a[href^="mailto:"]').last()).toBeVisible();
  });

  test('about us: the name and the copy, as text', async ({ page }) => {
    await page.goto('/personal');
    await page.getByRole('button', { name: 'About us' }).click();
    await expect(page).toHaveURL('/personal/aboutus');
    const about = (await (await page.request.get('/api1/client/v1/about-us')).json()) as {
      data: { appName: string; copywriting: string };
    };
    await expect(page.getByText(about.data.appName, { exact: true })).toBeVisible();
    const firstLine = about.data.copywriting.split('\n')[0]!;
    await expect(page.getByText(firstLine, { exact: false })).toBeVisible();
  });

  test('feedback: refused with a reason and nothing saved, then saved and read back by the server', async ({
    page,
  }) => {
    await page.goto('/');
    const phone = (await page.evaluate(() => window.localStorage.getItem('phone')))!;
    await page.getByRole('button', { name: 'Feedback' }).click();
    const dialog = page.getByRole('dialog');
    const box = dialog.getByRole('textbox', { name: 'Your feedback' });
    await box.fill('Call me: <98765>');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Please use only letters, digits, spaces and _ ? ! , .',
    );
    await expect(box).toHaveValue('Call me: <98765>');
    // The message does not cover the box it is about (which now has the focus), nor its label.
    await expect(box).toBeFocused();
    await expectApart(page.getByRole('status').getByText(/Please use only/), [
      box,
      dialog.getByText('Your feedback', { exact: true }),
    ]);

    const text = 'नमस्ते, please add UPI repayment. Thanks!';
    await box.fill(text);
    await expect(dialog.getByText(`${text.length} / 300`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status')).toHaveText('Thank you for your feedback!');
    await expect(dialog).toHaveCount(0);
    const saved = await (await page.request.get(`/api1/dev/feedback?phone=${phone}`)).json();
    expect((saved as { data: { content: string }[] }).data.map((row) => row.content)).toEqual([text]);

    // Opened again: an empty form that does not complain.
    await page.getByRole('button', { name: 'Feedback' }).click();
    await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Your feedback' })).toHaveValue('');
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveCount(0);
    // The phone's Back closes it and stays on Home.
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL('/');
  });

  test('feedback: a long text reads over four lines, outlives a reload until sent, and Enter sends it', async ({
    page,
  }) => {
    await page.goto('/');
    const phone = (await page.evaluate(() => window.localStorage.getItem('phone')))!;
    const box = () => page.getByRole('dialog').getByRole('textbox', { name: 'Your feedback' });
    const text =
      'The repayment page should show the due date more clearly, and I would like to pay by UPI from the order page itself. Thanks!';
    await page.getByRole('button', { name: 'Feedback' }).click();
    await box().fill(text);
    // All of it is in sight, wrapped: the box is as tall as its four lines, not one.
    const { height } = (await box().boundingBox())!;
    expect(height).toBeGreaterThan(100);
    expect(await box().evaluate((area) => area.scrollHeight <= area.clientHeight)).toBe(true);

    // The tab is loaded again (a cheap phone killed it): the unsent text is still there.
    await page.reload();
    await page.getByRole('button', { name: 'Feedback' }).click();
    await expect(box()).toHaveValue(text);

    // Enter is "send", not a new line the rules would refuse.
    await box().press('Enter');
    await expect(page.getByRole('status')).toHaveText('Thank you for your feedback!');
    const saved = await (await page.request.get(`/api1/dev/feedback?phone=${phone}`)).json();
    expect((saved as { data: { content: string }[] }).data.map((row) => row.content)).toContain(text);

    // Sent: a reload brings back nothing.
    await page.reload();
    await page.getByRole('button', { name: 'Feedback' }).click();
    await expect(box()).toHaveValue('');
  });

  test('the install guide on Home for iOS Safari, shown once', async ({ page }) => {
    await page.goto('/');
    const guide = page.getByRole('region', { name: 'Add the app to your Home Screen' });
    await expect(guide).toBeVisible();
    await expect(guide.getByText('Tap Add to Home Screen')).toBeVisible();
    await guide.getByRole('button', { name: 'Close' }).click();
    await expect(guide).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Feedback' })).toBeVisible();
    await expect(guide).toHaveCount(0);
  });
});

test('download on an iPhone: eligibility and the product block; APPLY NOW goes into the app', async ({
  page,
}) => {
  await page.goto('/download');
  await expect(page.getByRole('heading', { name: 'Download' })).toBeVisible();
  await expect(page.getByText('• Indian citizen')).toBeVisible();
  await expect(page.getByText('• 18 years or above')).toBeVisible();
  await expect(page.getByText('30% per annum')).toBeVisible();
  await page.getByRole('button', { name: 'APPLY NOW' }).click();
  // Signed out, the app asks for the sign-in first, then comes back to Home.
  await expect(page).toHaveURL(/\/login/);
});

test.describe('an Android phone', () => {
  test.use({ userAgent: devices['Pixel 7'].userAgent });

  test('is sent to the download page, whose APPLY NOW leaves for the app download site', async ({ page }) => {
    await page.route(`${EXTERNAL_DOWNLOAD}**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Get the app</h1>' }),
    );
    await page.goto('/');
    await expect(page).toHaveURL('/download');
    await page.getByRole('button', { name: 'APPLY NOW' }).click();
    await expect(page).toHaveURL(EXTERNAL_DOWNLOAD);
  });
});

test('the alert page copies the whole address to paste into Safari', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/alert');
  await expect(page.getByText('This product is only for iOS users.')).toBeVisible();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status')).toHaveText('Link copied. Paste it into Safari.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/download`);
});

test.describe('inside the iOS app', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(installRecordingNativeBridge);
  });

  test('/joint signs the borrower in from the app and marks the session as the app', async ({ page }) => {
    const query = await appLoginQuery(page, uniquePhone());
    query.set('redirect', '/orders');
    // Not signed: the app passes them for the login call's headers (spec §7).
    query.set('sdkVersion', '5.0.1');
    query.set('brand', 'Apple');
    const login = page.waitForRequest('**/api1/user/v1/user-login');
    await page.goto(`/joint?${query.toString()}`);
    await expect(page).toHaveURL('/orders');
    expect(await (await login).allHeaders()).toMatchObject({
      deviceid: 'C0FFEE00-1111-2222-3333-444455556666',
      version: '2.4.0',
      idfv: '6D1F3E1A-7B2C-4C8D-9E0F-112233445566',
      sdkversion: '5.0.1',
      brand: 'Apple',
    });
    expect(await page.evaluate(() => window.localStorage.getItem('isApp'))).toBe('1');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
  });

  test('/joint refuses a forged signature: no session, a clear message', async ({ page }) => {
    const query = await appLoginQuery(page, uniquePhone(), 'a-secret-the-server-does-not-have-0000');
    await page.goto(`/joint?${query.toString()}`);
    await expect(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
    await expect(
      page.getByText(
        'We could not sign you in from the app. Please close this page and open it again from the app.',
      ),
    ).toBeVisible();
    // The reason under it says why, not the same request again.
    await expect(page.getByText('The app login could not be verified.', { exact: true })).toBeVisible();
    await expect(page.getByText(/Please close this page/)).toHaveCount(1);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });

  test('the rating page asks the app for the store review page', async ({ page }) => {
    await page.goto('/orders/audit?token=app-token&orderId=1');
    await page.getByRole('button', { name: 'To Evaluate' }).click();
    const messages = await page.evaluate(
      () => (window as unknown as { __nativeBridgeMessages: { name: string }[] }).__nativeBridgeMessages,
    );
    expect(messages.map((message) => message.name)).toEqual(['openStoreReview']);
  });
});

test('after a first visit the app shell opens offline', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /send code/i })).toBeVisible();
  // The service worker registers after load and takes control once its files are cached.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('button', { name: /send code/i })).toBeVisible();
  await context.setOffline(false);
});
