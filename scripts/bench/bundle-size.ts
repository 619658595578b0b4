// What a borrower's phone downloads to draw the first screen: every JavaScript response of a first
// visit to /login in a fresh browser context, measured gzip -9 (what a well-configured server sends).
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../../tests/e2e/helpers/chromium-launch.ts';

export interface ScriptSize {
  url: string;
  bytes: number;
  gzipBytes: number;
}

export interface LoginScripts {
  /** Everything the first visit loads before the network goes idle. */
  firstVisit: ScriptSize[];
  /** What loads on demand once the borrower types a number and asks for a code (validation, endpoints). */
  onFirstUse: ScriptSize[];
}

export async function firstVisitScripts(pageUrl: string): Promise<LoginScripts> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    const context = await browser.newContext({
      viewport: { width: 360, height: 800 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const pending: Promise<ScriptSize | undefined>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const contentType = response.headers()['content-type'] ?? '';
      if (type !== 'script' && !/javascript/.test(contentType)) return;
      pending.push(
        response.body().then(
          (body) => ({
            url: response.url(),
            bytes: body.length,
            gzipBytes: gzipSync(body, { level: 9 }).length,
          }),
          () => undefined,
        ),
      );
    });
    const settled = async () =>
      (await Promise.all(pending.splice(0))).filter((size): size is ScriptSize => size !== undefined);
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    const firstVisit = await settled();
    const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    await page.getByLabel('Mobile number').pressSequentially(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: /Resend in/ }).waitFor();
    const onFirstUse = await settled();
    await context.close();
    return { firstVisit, onFirstUse };
  } finally {
    await browser.close();
  }
}
