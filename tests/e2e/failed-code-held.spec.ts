// A browser that keeps a failed fetch of a module for the page's life (the older Chrome, Android
// WebView and Safari many borrowers have; whatwg/html#10327 changed it only in 2026): code the app
// loads on demand that a network drop lost can never arrive on that page again, so the app reloads
// the page once the server answers (decision 0041). Any Chromium is made to behave so here: a script
// that failed is refused again to the same document, as such a browser refuses it from its module
// map without asking, and a new document starts clean. Service workers are blocked: page.route does
// not see what a service worker answers.
import { expect, test, type Page } from '@playwright/test';
import { latestOtp } from './helpers/api.ts';
import { loginScreen, signIn } from './helpers/login-screen.ts';
import { uniquePhone } from './helpers/phone.ts';

test.use({ serviceWorkers: 'block' });

const NETWORK_MESSAGE = 'Network error, please try again';

/**
 * Makes `page` a browser that keeps failed module fetches. `offline()` drops every request to the
 * server, `scriptOffline(name)` only the script whose address matches (a drop while that code was on
 * its way), `online()` lets them through again, but for the scripts this document failed to get.
 */
async function browserKeepingFailedModules(page: Page) {
  let dropping: 'nothing' | 'everything' | RegExp = 'nothing';
  const held = new Set<string>();
  let reloads = 0;
  await page.route('**/*', (route) => {
    const request = route.request();
    const url = request.url();
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      held.clear();
      reloads += 1;
    }
    const script = new URL(url).pathname.startsWith('/assets/') && url.endsWith('.js');
    if (dropping === 'everything' || (dropping instanceof RegExp && script && dropping.test(url))) {
      if (script) held.add(url);
      return route.abort('internetdisconnected');
    }
    if (held.has(url)) return route.abort('internetdisconnected');
    return route.continue();
  });
  return {
    offline: () => void (dropping = 'everything'),
    scriptOffline: (name: RegExp) => void (dropping = name),
    online: () => void (dropping = 'nothing'),
    /** Documents loaded since the emulation began (a reload is one). */
    documents: () => reloads,
  };
}

test('Send code offline, then back online: the page reloads and the code is sent (every tap failed before)', async ({
  page,
}) => {
  const phone = uniquePhone();
  await page.goto('/login');
  const login = loginScreen(page);
  await login.phone.fill(phone);
  const browser = await browserKeepingFailedModules(page);

  // The endpoint table loads with the first call, not with the page.
  browser.offline();
  await login.sendCode.click();
  await expect(page.getByRole('alert')).toHaveText(NETWORK_MESSAGE);
  await expect(login.phone).toHaveValue(phone);
  expect(browser.documents()).toBe(0);

  // Back online, this browser still refuses the code it failed to get: the app reloads the page.
  browser.online();
  const reloaded = page.waitForEvent('load');
  await login.sendCode.click();
  await reloaded;
  expect(browser.documents()).toBe(1);
  await expect(page).toHaveURL(/\/login$/);

  await login.phone.fill(phone);
  await login.sendCode.click();
  await expect(page.getByRole('status')).toHaveText('Code sent');
  await login.code.fill(await latestOtp(page.request, phone));
  await login.consent.check();
  await login.submit.click();
  await expect(page).toHaveURL('/');
});

test("a screen whose widgets' code was lost: Try again reloads the page and draws the form", async ({
  page,
}) => {
  await signIn(page, uniquePhone());
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  const browser = await browserKeepingFailedModules(page);

  // The screen document arrives; its form fields' code (an on-demand widget) is lost on its way.
  browser.scriptOffline(/\/assets\/FormFields-[^/]*\.js$/);
  await page.goto('/auth/work?pid=1&step=4&as=5');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  expect(browser.documents()).toBe(1);

  browser.online();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('textbox', { name: 'Company name' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  expect(browser.documents()).toBe(2);
  await expect(page).toHaveURL('/auth/work?pid=1&step=4&as=5');
});
