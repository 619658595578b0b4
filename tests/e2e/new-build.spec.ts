// A deploy while a borrower has the app open: the code the next screen (or the next tap) needs was
// in files the deploy replaced. The app reloads onto the new build and carries on, where it used to
// say "Please check your connection" with a Try again that could never work. On a second real
// server with its own build folder, so the suite's server and build stay as they are. No service
// worker: a first visit (or an iOS app's webview) has none, and one that updated under the page
// drops the old files just the same.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { latestOtp } from './helpers/api.ts';
import { loginScreen, signIn } from './helpers/login-screen.ts';
import { uniquePhone } from './helpers/phone.ts';
import { redeploy } from './helpers/redeploy.ts';
import { startSecondServer, type SecondServer } from './helpers/second-server.ts';
import { E2E_PORT } from './helpers/served-screens.ts';

const suiteBuild = E2E_PORT === 8090 ? 'dist' : `/tmp/loan-app-e2e-dist-${E2E_PORT}`;
const secondUrl = `http://127.0.0.1:${E2E_PORT + 100}`;

test.use({ baseURL: secondUrl, serviceWorkers: 'block' });

let server: SecondServer | undefined;
let buildDir = '';

test.beforeEach(async () => {
  buildDir = mkdtempSync(path.join(os.tmpdir(), 'loan-app-e2e-build-'));
  cpSync(suiteBuild, buildDir, { recursive: true });
  server = await startSecondServer(buildDir);
});

test.afterEach(async () => {
  await server?.stop();
  rmSync(buildDir, { recursive: true, force: true });
});

/** The entry script the page runs (the build it was loaded from). */
const runningEntry = (page: Page) => page.locator('script[type="module"][src]').first().getAttribute('src');

test('the next screen after a deploy: the page reloads onto the new build and draws it, still signed in', async ({
  page,
}) => {
  await signIn(page, uniquePhone());
  const apply = page.getByRole('button', { name: /apply now/i }).first();
  await expect(apply).toBeVisible();
  expect(await runningEntry(page)).not.toMatch(/-next\.js$/);

  redeploy(buildDir);
  await apply.click();

  await expect(page).toHaveURL(/\/auth\/kyc\?pid=1&step=1&as=5$/);
  await expect
    .poll(() => runningEntry(page), { message: 'the page runs the new build' })
    .toMatch(/-next\.js$/);
  await expect(page.getByText('Step 1 / 5')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});

test('sign in left open over a deploy: the first keystroke reloads onto the new build, and the code arrives', async ({
  page,
}) => {
  const phone = uniquePhone();
  await page.goto('/login');
  const login = loginScreen(page);
  await expect(login.phone).toBeVisible();

  redeploy(buildDir);
  // Typing fetches the form's validation code, which the deploy replaced.
  await login.phone.fill(phone);
  await expect
    .poll(() => runningEntry(page), { message: 'the page runs the new build' })
    .toMatch(/-next\.js$/);
  await expect(page).toHaveURL(/\/login$/);

  await login.phone.fill(phone);
  await login.sendCode.click();
  await expect(page.getByRole('status')).toHaveText('Code sent');
  await login.code.fill(await latestOtp(page.request, phone));
  await login.consent.check();
  await login.submit.click();
  await expect(page).toHaveURL('/');
});
