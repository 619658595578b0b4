// Every screen with every fixture on the phones borrowers have: 360 px wide (the usual cheap
// Android phone) and 320 px (an iPhone SE, or an Android phone with its display size set larger).
// The pictures are compared at 360 px only (screens-gallery.spec.ts); here, at both widths, nothing
// may stick out of its box, no value or hint in a field may be cut off, and no "₹" may be left
// to end a line apart from its amount, nor a number of seconds apart from its unit, nor text that
// may not wrap run out of its box (a status tag's pill); in Hindi as well,
// at 320 px. With the borrower's text at
// 200% (a phone's largest font setting), a line of a field holds a dozen characters, so values may
// scroll in their fields and a wide table in its own scroller; nothing else may stick out, and a
// field beside its button keeps room for a 6-digit code.
import { expect, test, type Page } from '@playwright/test';
import { everyFixture } from './helpers/gallery-fixtures.ts';

/** What the text at 200% changes in the checks (see the top). */
interface Checks {
  /** Values and hints must fit their fields (else only a field beside a button is measured). */
  wholeValues: boolean;
  /** A box inside a container that scrolls sideways (a wide table) may be wider than the screen. */
  scrollersHold: boolean;
}
const AT_100: Checks = { wholeValues: true, scrollersHold: false };
const AT_200: Checks = { wholeValues: false, scrollersHold: true };

/** What does not fit on the drawn screen, in words (empty when everything fits). */
function misfitsOnScreen(page: Page, checks: Checks): Promise<string[]> {
  return page.evaluate((checks) => {
    const found: string[] = [];
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()} class="${el.className}"> "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const px = (value: string) => Number.parseFloat(value) || 0;
    const inSideScroller = (el: Element) => {
      for (let box = el.parentElement; box; box = box.parentElement)
        if (['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) return true;
      return false;
    };

    // A box wider than the room its parent gives it (absolutely placed layers are their own room).
    for (const el of document.querySelectorAll('main *, [role="dialog"] *')) {
      const parent = el.parentElement;
      const style = getComputedStyle(el);
      if (!parent || style.position === 'absolute' || style.position === 'fixed') continue;
      if (checks.scrollersHold && inSideScroller(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const room = parent.getBoundingClientRect();
      const p = getComputedStyle(parent);
      const left = room.left + px(p.borderLeftWidth) + px(p.paddingLeft);
      const right = room.right - px(p.borderRightWidth) - px(p.paddingRight);
      // A negative margin places a box past its parent's edge on purpose (a larger tap target).
      const pulledLeft = px(style.marginLeft) < 0;
      const pulledRight = px(style.marginRight) < 0;
      if ((box.left < left - 1 && !pulledLeft) || (box.right > right + 1 && !pulledRight))
        found.push(
          `${describe(el)} sticks out of its box by ${Math.round(Math.max(left - box.left, box.right - right))} px`,
        );
    }

    // Text that may not wrap running out of its own box (a tag's pill squeezed narrower than its
    // word): the box fits its parent, its text does not fit the box.
    for (const el of document.querySelectorAll<HTMLElement>('main *, [role="dialog"] *')) {
      const style = getComputedStyle(el);
      if (style.whiteSpace !== 'nowrap' || style.overflowX !== 'visible' || el.clientWidth === 0) continue;
      if (el.scrollWidth > el.clientWidth + 1)
        found.push(`${describe(el)}: its text runs out of its box by ${el.scrollWidth - el.clientWidth} px`);
    }

    // A field's value, or its hint when empty, wider than the field shows.
    const measure = document.createElement('canvas').getContext('2d')!;
    const fields = document.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      'input:not([type="file"], [type="checkbox"], [type="radio"], [type="date"], [type="hidden"]), select',
    );
    for (const field of fields) {
      if (field.getClientRects().length === 0) continue;
      const besideButton = field.closest('.w-text-field__row')?.querySelector('button') != null;
      if (!checks.wholeValues && !besideButton) continue;
      const shown =
        field instanceof HTMLSelectElement
          ? (field.selectedOptions[0]?.textContent ?? '')
          : field.value || field.placeholder;
      const text = checks.wholeValues ? shown : '000000';
      const style = getComputedStyle(field);
      measure.font = style.font;
      const room = field.clientWidth - px(style.paddingLeft) - px(style.paddingRight);
      const width = measure.measureText(text).width;
      if (width > room + 1)
        found.push(`"${text}" is cut off in its field (${Math.round(width)} px in ${Math.round(room)} px)`);
    }

    // "₹" joined to its amount by an ordinary space can end a line alone.
    for (const match of (document.body.textContent ?? '').matchAll(/.{0,20}₹[ \t\n].{0,10}/g))
      found.push(`"${match[0]}": "₹" is followed by an ordinary space`);
    // So can a count of seconds apart from its unit ("Resend in 59 s", "59 सेकंड में ..."); read as
    // drawn, where a button's text ends its line (textContent would run it into the next text).
    for (const match of document.body.innerText.matchAll(/.{0,20}\d[ \t\n](?:s(?!\p{L})|सेकंड).{0,10}/gu))
      found.push(`"${match[0]}": a number of seconds is followed by an ordinary space`);
    return found;
  }, checks);
}

/** Draws each fixture's frame in turn and lists what does not fit, fixture by fixture. */
async function misfitsOfEveryFixture(
  page: Page,
  locale: 'en' | 'hi',
  textSize: '100%' | '200%' = '100%',
): Promise<string[]> {
  const misfits: string[] = [];
  for (const { screen, fixture, presses } of everyFixture()) {
    // A fixture's steps press English labels; in Hindi the frame would stop at the first one.
    if (locale === 'hi' && presses) continue;
    const query = new URLSearchParams({ screen, fixture, locale });
    await page.goto(`/__gallery/frame?${query.toString()}`);
    await expect(page.locator('html')).toHaveAttribute('data-gallery-ready', 'true');
    // The app sizes its text from the browser's (100% on :root): this stands for the phone's setting.
    if (textSize !== '100%')
      await page.addStyleTag({ content: `:root { font-size: ${textSize} !important; }` });
    await page.evaluate(() => document.fonts.ready);
    const checks = textSize === '100%' ? AT_100 : AT_200;
    for (const misfit of await misfitsOnScreen(page, checks)) misfits.push(`${screen}/${fixture}: ${misfit}`);
  }
  return misfits;
}

for (const width of [360, 320]) {
  test(`every screen with every fixture fits a ${width}-px phone`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 640 });
    expect(await misfitsOfEveryFixture(page, 'en')).toEqual([]);
  });
}

// Hindi texts run longer than English ones; the narrower phone is the harder test.
test('every screen in Hindi fits a 320-px phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await misfitsOfEveryFixture(page, 'hi')).toEqual([]);
});

// A phone's largest font setting (WCAG's text resized to 200%): "Resend in 59 s" beside the sign-in
// code left the box one digit wide, and beside the Aadhaar OTP stuck out of its dialog.
test('every screen with every fixture fits a 360-px phone with text at 200%', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 640 });
  expect(await misfitsOfEveryFixture(page, 'en', '200%')).toEqual([]);
});
