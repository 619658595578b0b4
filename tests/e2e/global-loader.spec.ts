// The global loader in a real browser: it shows over a call that takes long, covers the screen while
// it shows, and goes when the call answers. The call is held on its way (page.route), so the wait is
// the test's, not the network's.
import { expect, test } from '@playwright/test';
import { loginScreen } from './helpers/login-screen.ts';
import { uniquePhone } from './helpers/phone.ts';

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

  release();
  await expect(page.getByRole('status')).toHaveText('Code sent');
  await expect(loader).toHaveCount(0);
  await expect(login.phone).toBeEditable();
});
