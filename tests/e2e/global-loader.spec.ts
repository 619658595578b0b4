// The global loader in a real browser: it shows over a call that takes long, covers the screen while
// it shows, and goes when the call answers; its spinner shows only when no tapped control shows one
// (decision 0053). The call is held on its way (page.route), so the wait is the test's, not the
// network's.
import { expect, test } from '@playwright/test';
import { loginScreen, signIn } from './helpers/login-screen.ts';
import { uniquePhone } from './helpers/phone.ts';

// The service worker answers screen documents itself once it controls the page (decision 0013), and
// page.route does not see the requests a service worker makes: a worker that took control during
// the sign-in (it registers when the browser is idle) let the held About us through, drawn at once,
// so the loader never showed. The wait held here is the page's, so the worker is kept out.
test.use({ serviceWorkers: 'block' });

test('a slow call: the loader shows, takes the taps, and goes when the answer comes', async ({ page }) => {
  await page.goto('/login');
  const login = loginScreen(page);
  await login.phone.fill(uniquePhone());
  const loader = page.getByRole('progressbar', { name: 'Loading' });
  await expect(loader).toHaveCount(0);

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api1/sms/v1/sendCode*', async (route) => {
    await held;
    await route.continue();
  });
  await login.sendCode.click();
  await expect(loader).toBeVisible();
  // It lies over the screen: a tap on the button lands on the loader.
  const box = (await login.sendCode.boundingBox())!;
  const tapped = await page.evaluate(
    ([x, y]) => Boolean(document.elementFromPoint(x!, y!)?.closest('.r-loader')),
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(tapped).toBe(true);
  // The wait is shown once, where it was tapped: the button's own spinner, none in the middle.
  await expect(login.sendCode.locator('.w-busy-spinner')).toBeVisible();
  await expect(loader.locator('.r-loader__spinner')).toBeHidden();

  release();
  await expect(page.getByRole('status')).toHaveText('Code sent');
  await expect(loader).toHaveCount(0);
  await expect(login.phone).toBeEditable();
});

test('a list slow to arrive: no control shows the wait, so the loader draws its spinner', async ({
  page,
}) => {
  await signIn(page, uniquePhone());
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api1/order/v1/list*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/orders');
  const loader = page.getByRole('progressbar', { name: 'Loading' });
  await expect(loader).toBeVisible();
  await expect(loader.locator('.r-loader__spinner')).toBeVisible();

  release();
  await expect(loader).toHaveCount(0);
  await expect(page.getByText('No order history go get your first loan')).toBeVisible();
});

test('a screen whose document is slow to come: the loader shows on the empty page until it is drawn', async ({
  page,
}) => {
  await signIn(page, uniquePhone());
  const loader = page.getByRole('progressbar', { name: 'Loading' });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api1/screens/about*', async (route) => {
    await held;
    await route.continue();
  });
  // Opened cold, as from a link on a slow network.
  await page.goto('/personal/aboutus', { waitUntil: 'commit' });
  // Nothing of the screen yet, and not a blank page: the wait is said.
  await expect(loader).toBeVisible();
  await expect(page.locator('main')).toHaveCount(0);
  release();
  await expect(page.locator('main')).toBeVisible();
  await expect(loader).toHaveCount(0);
});

test('Back during a slow load: the screen before is usable at once, and the answer coming later moves nothing', async ({
  page,
}) => {
  await signIn(page, uniquePhone());
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible();

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route('**/api1/order/v1/list*', async (route) => {
    asked += 1;
    await held;
    await route.continue();
  });
  const loader = page.getByRole('progressbar', { name: 'Loading' });
  await page.getByText('Order History').click();
  await expect(page).toHaveURL('/orders');
  await expect(loader).toBeVisible();

  // The phone's Back, within the app: the loader lay over the Account page too, and took its taps
  // until the list came.
  await page.goBack();
  await expect(page).toHaveURL('/personal');
  await expect(loader).toHaveCount(0);
  await page.getByText('Help Center').click();
  await expect(page).toHaveURL('/personal/help');

  release();
  await expect.poll(() => asked).toBe(1);
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL('/personal/help');
  await expect(loader).toHaveCount(0);
});
