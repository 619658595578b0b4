// The app runs under its strict Content-Security-Policy without a single violation, its pages carry
// no inline code, and copy or screens served with markup and unsafe targets in them run nothing:
// the texts show literally and the targets are refused.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { cspProblems, inlineCodeIn } from '../server/http/csp-checks.ts';
import { signIn } from './helpers/login-screen.ts';
import { uniquePhone } from './helpers/phone.ts';
import { E2E_COPY_DIR, E2E_PORT, withServedScreen } from './helpers/served-screens.ts';

// Where playwright.config.ts builds the client for this port.
const distDir = E2E_PORT === 8090 ? 'dist' : `/tmp/loan-app-e2e-dist-${E2E_PORT}`;
const html = { accept: 'text/html,application/xhtml+xml' };

/**
 * Records every Content-Security-Policy violation of the page, on every document it loads: the
 * `securitypolicyviolation` events (through a binding, so a reload loses none) and the console's
 * "Refused to ..." errors. Returns the list so far.
 */
async function watchCsp(page: Page): Promise<() => string[]> {
  const seen: string[] = [];
  await page.exposeBinding('__cspViolation', (_source, line: string) => void seen.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation: (line: string) => void }).__cspViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} (${event.sample})`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  return () => [...seen];
}

test('the built pages and the pages the server sends carry no inline code, under a strict policy', async ({
  page,
}) => {
  const built = readdirSync(distDir).filter((file) => file.endsWith('.html'));
  expect(built).toEqual(expect.arrayContaining(['gallery.html', 'index.html']));
  for (const file of built) {
    expect(inlineCodeIn(readFileSync(path.join(distDir, file), 'utf8')), file).toEqual([]);
  }
  for (const url of ['/', '/login', '/orders/1/detail', '/__gallery']) {
    const answer = await page.request.get(url, { headers: html });
    expect(answer.status(), url).toBe(200);
    expect(cspProblems(answer.headers()['content-security-policy']), url).toEqual([]);
    expect(inlineCodeIn(await answer.text()), url).toEqual([]);
  }
  const api = await page.request.get('/api1/client/v1/config');
  expect(cspProblems(api.headers()['content-security-policy'])).toEqual([]);
});

test('sign in, home, the Feedback dialog and Account run with no policy violation', async ({ page }) => {
  const violations = await watchCsp(page);
  await signIn(page, uniquePhone());
  await expect(page.getByRole('heading', { name: 'Home', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox').fill('All good');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page).toHaveURL('/personal');
  await page.getByText('Help Center').click();
  await expect(page.getByRole('heading', { name: 'Help Center' })).toBeVisible();
  // The service worker registers once the browser is idle after the first screen: under the policy too.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  expect(violations()).toEqual([]);

  // The watch itself works: code written into the page is refused, and that is seen.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.head.append(script);
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran, 'inline script is refused').toBe(false);
  await expect.poll(() => violations().some((line) => line.startsWith('script-src'))).toBe(true);
});

const HOSTILE_TITLE = '<script>alert(1)</script>Help Center';
const HOSTILE_TEXT = '<img src=x onerror=alert(1)>';
const UNSAFE = ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example'];

type Node = { type: string; props?: Record<string, unknown>; children?: Node[]; onPress?: unknown };

/** The served help screen with hostile texts, links and buttons before its own content. */
function hostileHelp(screen: Record<string, unknown>) {
  const hostile: Node[] = [
    { type: 'Text', props: { text: HOSTILE_TEXT } },
    ...UNSAFE.map((href, i) => ({ type: 'Link', props: { label: `Unsafe link ${i}`, href } })),
    ...UNSAFE.map((to, i) => ({
      type: 'Button',
      props: { label: `Go ${i}` },
      onPress: { action: 'navigate', to },
    })),
    ...UNSAFE.map((url, i) => ({
      type: 'Button',
      props: { label: `Pay ${i}` },
      onPress: { action: 'redirect', url },
    })),
  ];
  const [column, ...rest] = screen.body as Node[];
  const children = [...(column?.children ?? []), ...hostile];
  return { ...screen, version: Number(screen.version) + 1, body: [{ ...column, children }, ...rest] };
}

/** Changes one text of the served copy catalogue for the length of `body`. */
async function withServedCopy(key: string, text: string, body: () => Promise<void>): Promise<void> {
  const file = path.join(E2E_COPY_DIR, 'en.json');
  const original = readFileSync(file, 'utf8');
  writeFileSync(file, JSON.stringify({ ...JSON.parse(original), [key]: text }, null, 2));
  try {
    await body();
  } finally {
    writeFileSync(file, original);
  }
}

test('markup in served copy and screens shows as text, runs nothing, and unsafe targets are refused', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname !== '127.0.0.1') foreign.push(request.url());
  });
  await signIn(page, uniquePhone());

  await withServedCopy('help.help-center', HOSTILE_TITLE, () =>
    withServedScreen('help', hostileHelp, async () => {
      await page.goto('/personal/help');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOSTILE_TITLE);
      await expect(page.getByText(HOSTILE_TEXT, { exact: true })).toBeVisible();
      await expect(page.locator('img[src="x"], main script')).toHaveCount(0);
      for (let i = 0; i < UNSAFE.length; i += 1) {
        await expect(page.getByText(`Unsafe link ${i}`)).toBeVisible();
        await expect(page.getByRole('link', { name: `Unsafe link ${i}` })).toHaveCount(0);
      }
      for (let i = 0; i < UNSAFE.length; i += 1) {
        // A payment address that runs code or leaves the app without a scheme is refused: nothing happens.
        await page.getByRole('button', { name: `Pay ${i}` }).click();
        await expect(page).toHaveURL('/personal/help');
        // An in-app move to anything but an app path goes home instead.
        await page.getByRole('button', { name: `Go ${i}` }).click();
        await expect(page).toHaveURL('/');
        await page.goBack();
        await expect(page).toHaveURL('/personal/help');
      }
    }),
  );
  expect(dialogs, 'no alert ever ran').toEqual([]);
  expect(foreign, 'nothing was fetched from elsewhere').toEqual([]);
  expect(violations(), 'nothing was even tried').toEqual([]);
});
