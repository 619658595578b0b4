// An iPhone with a notch and a home indicator (the app's iOS webview and Safari draw under them,
// `viewport-fit=cover`): the screen's text and the floating Feedback button keep clear of the
// notch, the status bar and the home indicator, and the Feedback button covers no control at a
// screen's end. The insets are the browser's own override of `env(safe-area-inset-*)`.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { completeSignIn } from './helpers/login-screen.ts';
import { uniquePhone } from './helpers/phone.ts';

interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

async function emulateInsets(page: Page, insets: Insets): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setSafeAreaInsetsOverride', {
    insets: {
      top: insets.top,
      topMax: insets.top,
      right: insets.right,
      rightMax: insets.right,
      bottom: insets.bottom,
      bottomMax: insets.bottom,
      left: insets.left,
      leftMax: insets.left,
    },
  });
}

type Box = { top: number; right: number; bottom: number; left: number };

const boxOf = (target: Locator): Promise<Box> =>
  target.first().evaluate((element) => {
    const { top, right, bottom, left } = element.getBoundingClientRect();
    return { top, right, bottom, left };
  });

/** A signed-in borrower on an iPhone-sized screen (390x844) with `insets`, on Home. */
async function signedInOnIphone(page: Page, insets?: Insets): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  if (insets) await emulateInsets(page, insets);
  await page.goto('/login');
  await completeSignIn(page, uniquePhone());
}

const overlap = (a: Box, b: Box) =>
  a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right;

test('portrait with the home indicator: the Feedback button covers no part of the last button', async ({
  page,
}) => {
  await signedInOnIphone(page, { top: 0, right: 0, bottom: 34, left: 0 });
  await page.goto('/auth/basic?pid=1');
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

  const feedback = await boxOf(page.locator('.w-fab'));
  expect(feedback.bottom, 'the Feedback button above the home indicator').toBeLessThanOrEqual(844 - 34);
  const last = await boxOf(submit);
  expect(
    overlap(last, feedback),
    `Submit ${JSON.stringify(last)}, Feedback ${JSON.stringify(feedback)}`,
  ).toBe(false);
});

test('under a status bar and in landscape: the heading and the Feedback button clear the notch', async ({
  page,
}) => {
  await signedInOnIphone(page, { top: 47, right: 0, bottom: 34, left: 0 });
  const heading = page.getByRole('main', { name: 'Home' });
  await expect(heading).toBeVisible();
  expect(
    (await boxOf(page.locator('.app-screen h1, .app-screen h2'))).top,
    'the title under the status bar',
  ).toBeGreaterThanOrEqual(47);
  // No inset at the sides: a phone's column keeps its whole width (a narrower viewport than the
  // column's widest once gave it 120 px of padding a side).
  const sides = () =>
    page.locator('main.app-screen').evaluate((main) => {
      const style = getComputedStyle(main);
      return [style.paddingLeft, style.paddingRight];
    });
  expect(await sides()).toEqual(['0px', '0px']);

  // Landscape on a phone narrower than the column and its margins (640 < 600 + 2 x 47): the
  // column's own margin does not clear the notch, its padding does.
  await page.setViewportSize({ width: 640, height: 360 });
  await emulateInsets(page, { top: 0, right: 47, bottom: 21, left: 47 });
  await page.goto('/personal/help');
  await expect(page.getByRole('main', { name: 'Help Center' })).toBeVisible();
  // 47 px of notch less the column's own 20 px margin a side.
  expect(await sides()).toEqual(['27px', '27px']);
  const feedback = await boxOf(page.locator('.w-fab'));
  expect(feedback.right, 'the Feedback button left of the notch').toBeLessThanOrEqual(640 - 47);
  expect(feedback.bottom).toBeLessThanOrEqual(360 - 21);
  const drawn = page.locator('.app-screen :is(h1, h2, p, button)');
  await expect(drawn.first()).toBeVisible(); // the screen's content, not only its labelled frame
  const texts = await drawn.evaluateAll((elements) =>
    elements
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0)
      .map((box) => [box.left, box.right]),
  );
  expect(texts.length).toBeGreaterThan(0);
  for (const [left, right] of texts) {
    expect(left, 'text right of the notch').toBeGreaterThanOrEqual(47);
    expect(right, 'text left of the notch').toBeLessThanOrEqual(640 - 47);
  }
});

test("a screen with the bottom navigation keeps no second home indicator's room under its content", async ({
  page,
}) => {
  await signedInOnIphone(page);
  const home = page.getByRole('main', { name: 'Home' });
  await expect(home).toBeVisible();
  const roomUnder = () => home.evaluate((main) => getComputedStyle(main).paddingBottom);
  const without = await roomUnder();
  await emulateInsets(page, { top: 0, right: 0, bottom: 34, left: 0 });
  // The navigation's placeholder grows by the inset; the screen's own room under its content does not.
  expect(await roomUnder()).toBe(without);
  expect(
    await page.locator('.w-bottom-nav-placeholder').evaluate((p) => p.getBoundingClientRect().height),
  ).toBeGreaterThanOrEqual(34);
});
