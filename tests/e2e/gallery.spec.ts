// The gallery of screens (/__gallery, decision 0014) as product staff use it: every screen with its
// fixtures side by side, and a file they break shown as its schemas:check problems in place of the
// frames, coming back on its own once mended.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_SCREENS_DIR } from './helpers/served-screens.ts';

const SCREEN_IDS = readdirSync(E2E_SCREENS_DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort();

test.use({ viewport: { width: 1400, height: 1000 }, isMobile: false, hasTouch: false });

test('the index shows every screen with its fixtures side by side', async ({ page }, testInfo) => {
  await page.goto('/__gallery');
  const rows = page.locator('[data-screen]');
  await expect(rows).toHaveCount(SCREEN_IDS.length);
  expect(await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-screen')))).toEqual(
    SCREEN_IDS,
  );

  // Frames that focus a field or show an error as they load must not move the page.
  await page.waitForTimeout(2000);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  const help = page.locator('[data-screen="help"]');
  await expect(help.getByRole('heading', { name: /^help / })).toBeVisible();
  const frame = help.locator('iframe').first();
  await expect(frame).toHaveAttribute('loading', 'lazy');
  await expect(frame).toHaveAttribute('width', '360');
  await expect(frame).toHaveAttribute('height', '800');
  // The frame draws the real screen (frames load as they come into view).
  await frame.scrollIntoViewIfNeeded();
  await expect(frame.contentFrame().getByRole('heading', { name: 'Help Center' })).toBeVisible();

  await page.getByRole('searchbox').fill('help');
  await expect(rows).toHaveCount(1);
  await page.getByRole('searchbox').fill('');
  await expect(rows).toHaveCount(SCREEN_IDS.length);

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(1000);
  await page.screenshot({ path: testInfo.outputPath('gallery-index.png') });
});

test('a broken screen shows its problem in place of its frames, and its frames come back once mended', async ({
  page,
}) => {
  const file = path.join(E2E_SCREENS_DIR, 'help.json');
  const original = readFileSync(file, 'utf8');
  try {
    await page.goto('/__gallery');
    const help = page.locator('[data-screen="help"]');
    await help.scrollIntoViewIfNeeded();
    await expect(help.locator('iframe').first()).toBeVisible();
    const frames = await help.locator('iframe').count();
    // Anything set on the page now is gone if the page reloads.
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));

    writeFileSync(file, original.replace('"type": "Accordion"', '"type": "Acordion"'));
    const problems = help.locator('.gallery-problems').first();
    await expect(problems).toContainText('help.json:');
    await expect(problems).toContainText('"Acordion" is not a known widget.');
    await expect(problems).toContainText('Did you mean "Accordion"?');
    await expect(help.locator('iframe')).toHaveCount(0);
    // Other screens keep their frames.
    await expect(page.locator('[data-screen="about"] iframe').first()).toBeVisible();

    writeFileSync(file, original);
    await expect(help.locator('iframe')).toHaveCount(frames);
    await help.locator('iframe').first().scrollIntoViewIfNeeded();
    await expect(help.locator('.gallery-problems')).toHaveCount(0);
    await expect(
      help.locator('iframe').first().contentFrame().getByRole('heading', { name: 'Help Center' }),
    ).toBeVisible();
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  } finally {
    writeFileSync(file, original);
  }
});
