// A new borrower signs in through the app in a fresh phone-sized context, optionally gets ready
// (a card, an order), and the signed-in storage is saved for the tests that load it.
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { signIn } from './login-screen.ts';
import { uniquePhone } from './phone.ts';
import { E2E_PORT } from './served-screens.ts';

/** Kept outside test-results/, which a Playwright run on another port empties when it starts. */
export function storageFile(name: string): string {
  return path.join(os.tmpdir(), `loan-app-e2e-${E2E_PORT}-${name}.json`);
}

/**
 * A fresh visitor's browser context with the project's phone settings, whatever storage the calling
 * file's tests load.
 */
export async function phoneContext(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const { baseURL, viewport, userAgent, isMobile, hasTouch, locale, timezoneId } = testInfo.project.use;
  return browser.newContext({
    baseURL,
    viewport,
    userAgent,
    isMobile,
    hasTouch,
    locale,
    timezoneId,
    storageState: { cookies: [], origins: [] },
  });
}

export async function signInToStorage(
  browser: Browser,
  testInfo: TestInfo,
  saveTo: string,
  prepare?: (page: Page, phone: string) => Promise<unknown>,
): Promise<void> {
  const context = await phoneContext(browser, testInfo);
  try {
    const page = await context.newPage();
    const phone = uniquePhone();
    await signIn(page, phone);
    await prepare?.(page, phone);
    await context.storageState({ path: saveTo });
  } finally {
    await context.close();
  }
}
