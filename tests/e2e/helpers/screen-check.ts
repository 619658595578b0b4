// The picture and the accessibility scan of a finished screen, shared by the screens specs.
import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

/** Phone numbers, whole or masked, change with every run's borrower. */
export const PHONE_TEXT = /\b91\d{10}\b|\b[6-9]\d{9}\b|\+91 \*+\D*\d{4}/;

/** Waits until the screen has loaded its data and settled, so the picture is the finished screen. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

export interface CheckOptions {
  /** Texts that change from run to run, hidden in the picture. */
  mask?: Locator[];
  /** The whole page (default), or only the phone's screen (a dialog is fixed to it). */
  fullPage?: boolean;
}

/** Compares the screen with its baseline and scans it with axe (WCAG 2.1 A/AA). */
export async function checkScreen(page: Page, name: string, options: CheckOptions = {}): Promise<void> {
  await settle(page);
  // Soft, so a changed picture and accessibility problems are both reported in one run.
  await expect.soft(page).toHaveScreenshot(`${name}.png`, {
    fullPage: options.fullPage ?? true,
    mask: options.mask ?? [],
  });
  await expectNoAxeViolations(page, name);
}

/**
 * The check of a screen about orders and loans: dates, order numbers (they carry the date) and
 * account numbers change from run to run and are masked. With a dialog open, the picture is the
 * phone's screen (a dialog is fixed to it) and only the dialog's changing texts are masked (a mask
 * is drawn over everything, so one for a text behind the dialog would hide the dialog), plus
 * `alsoMask`: changing texts showing outside it.
 */
export async function checkOrderScreen(
  page: Page,
  name: string,
  dialog?: Locator,
  alsoMask: Locator[] = [],
): Promise<void> {
  const scope = dialog ?? page;
  await checkScreen(page, name, {
    fullPage: !dialog,
    mask: [
      scope.getByText(PHONE_TEXT),
      scope.getByText(/\d{1,2} [A-Z][a-z]{2} \d{4}/),
      scope.getByText(/LN\d+/),
      scope.getByText(/\*{2,}\D*\d{4}/),
      ...alsoMask,
    ],
  });
}
