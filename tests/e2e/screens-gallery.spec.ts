// Every screen with every fixture (schemas/fixtures/<screen>/<fixture>.json, decision 0014), drawn
// by the gallery's frame at phone size and compared with its committed picture. A new fixture is a
// new test; a new screen without one already fails schemas:check.
import { expect, test } from '@playwright/test';
import { everyFixture } from './helpers/gallery-fixtures.ts';

test.use({ viewport: { width: 360, height: 800 } });

for (const { screen, fixture } of everyFixture()) {
  test(`${screen} with the fixture ${fixture}`, async ({ page }) => {
    const query = new URLSearchParams({ screen, fixture });
    await page.goto(`/__gallery/frame?${query.toString()}`);
    await expect(page.locator('html')).toHaveAttribute('data-gallery-ready', 'true');
    // A broken screen or fixture is drawn as its problems: say them rather than compare a picture.
    expect(await page.locator('.gallery-problems').allInnerTexts()).toEqual([]);
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`${screen}--${fixture}.png`, { fullPage: false });
  });
}
