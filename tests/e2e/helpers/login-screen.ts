// The sign-in screen as a borrower sees it, found by role and accessible name only, and the
// real sign-in flow (code read from the server's development SMS outbox).
import { expect, type Page } from '@playwright/test';
import { latestOtp } from './api.ts';

export function loginScreen(page: Page) {
  return {
    phone: page.getByRole('textbox', { name: /mobile number/i }),
    sendCode: page.getByRole('button', { name: /send code|resend/i }),
    code: page.getByRole('textbox', { name: /verification code|otp/i }),
    consent: page.getByRole('checkbox', { name: /agree/i }),
    submit: page.getByRole('button', { name: /^\s*sign in\s*$/i }),
    /** The send button while it counts down to a resend (e.g. "Resend in 59 s"). */
    countdown: page.getByRole('button', { name: /\b\d{1,2}\s?s\b/ }),
  };
}

/** Requests a code for `phone` on the login screen that is already open and returns it. */
export async function requestCode(page: Page, phone: string): Promise<string> {
  const login = loginScreen(page);
  await login.phone.fill(phone);
  await login.sendCode.click();
  return latestOtp(page.request, phone);
}

/** Opens /login and fills it for `phone` (the code from the outbox, consent ticked), not yet sent. */
export async function readyToSignIn(page: Page, phone: string): Promise<ReturnType<typeof loginScreen>> {
  await page.goto('/login');
  const login = loginScreen(page);
  await login.code.fill(await requestCode(page, phone));
  await login.consent.check();
  return login;
}

/** Completes the sign-in on the open login screen; leaves the browser where the app sends it. */
export async function completeSignIn(page: Page, phone: string): Promise<void> {
  await expect(page).toHaveURL(/\/login(\?|$)/);
  const code = await requestCode(page, phone);
  const login = loginScreen(page);
  await login.code.fill(code);
  await login.consent.check();
  await login.submit.click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** The whole real sign-in flow from a fresh visit to /login; ends on the home screen. */
export async function signIn(page: Page, phone: string): Promise<void> {
  await page.goto('/login');
  await completeSignIn(page, phone);
  await expect(page).toHaveURL(/\/$/);
}

/** From a signed-in screen with the bottom navigation: Account, then Quit; ends on the login screen. */
export async function quitFromAccount(page: Page): Promise<void> {
  await page
    .getByRole('link', { name: /account/i })
    .or(page.getByRole('button', { name: /account/i }))
    .first()
    .click();
  await expect(page).toHaveURL('/personal');
  await page
    .getByRole('button', { name: /quit/i })
    .or(page.getByRole('link', { name: /quit/i }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
}
