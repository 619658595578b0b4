import { describe, expect, it } from 'vitest';
import { toastCentre, toastCentreInGap, toastCentreOffControls } from './toast-place.ts';

// A phone of 800 px in sight; the toast, 44 px tall, centred at 400 by the stylesheet.
const view = { top: 0, bottom: 800 };
const toast = { top: 378, bottom: 422 };

describe('where the toast stands', () => {
  it('stays centred when no field has focus, or the focused field is clear of it', () => {
    expect(toastCentre(toast, undefined, view)).toBeUndefined();
    expect(toastCentre(toast, { top: 200, bottom: 248 }, view)).toBeUndefined();
    expect(toastCentre(toast, { top: 422, bottom: 470 }, view), 'touching is not covering').toBeUndefined();
  });

  it('moves into the larger part of the view: above a field in the lower half, below one in the upper', () => {
    // The refused feedback box, 120 px tall, scrolled to the middle a little low.
    expect(toastCentre(toast, { top: 390, bottom: 510 }, view)).toBe(195);
    expect(toastCentre(toast, { top: 300, bottom: 420 }, view)).toBe(610);
  });

  it('keeps to what is in sight with the keyboard up (the visual viewport scrolled and shorter)', () => {
    const sight = { top: 120, bottom: 480 };
    // The field sits just above the keyboard: the toast goes above it, inside the view.
    expect(toastCentre({ top: 278, bottom: 322 }, { top: 300, bottom: 348 }, sight)).toBe(210);
  });

  it('never leaves the view, even where the larger part is smaller than the toast', () => {
    // A field that fills almost all of the view: the toast sits at the edge, over the field's top.
    expect(toastCentre(toast, { top: 30, bottom: 790 }, view)).toBe(30);
  });
});

describe('where the toast stands with no field focused', () => {
  it('moves off the fields in sight into the larger free part, where it has room', () => {
    // The bank-add form at 360 x 800: its fields from 150 to 480, the toast (110 px) over them.
    const tall = { top: 345, bottom: 455 };
    expect(toastCentreOffControls(tall, { top: 150, bottom: 480 }, view)).toBe(640);
    // The same fields low on the screen: the toast goes above them.
    expect(toastCentreOffControls(tall, { top: 330, bottom: 700 }, view)).toBe(165);
  });

  it('stays centred clear of the fields, with no field in sight, or with no room beside them', () => {
    expect(toastCentreOffControls(toast, { top: 100, bottom: 300 }, view)).toBeUndefined();
    expect(toastCentreOffControls(toast, undefined, view)).toBeUndefined();
    // A form filling the view: an edge would hide as much of it as the centre does.
    expect(toastCentreOffControls(toast, { top: 20, bottom: 760 }, view)).toBeUndefined();
  });
});

describe('where the toast stands with no field focused, where a gap has room', () => {
  // The schedule refused for want of a bank account, at 360 x 800: its title, its explanation,
  // the product card, the bank card and the Schedule button, with 90 px free at the bottom.
  const schedule = [
    { top: 15, bottom: 50 },
    { top: 62, bottom: 157 },
    { top: 190, bottom: 412 },
    { top: 460, bottom: 630 },
    { top: 662, bottom: 710 },
  ];

  it('moves into the tallest gap nothing is drawn in, off the text as well as the controls', () => {
    expect(toastCentreInGap({ top: 73, bottom: 117 }, schedule, view)).toBe(755);
    // A taller gap in the middle wins over the one at the bottom.
    const spread = [
      { top: 15, bottom: 200 },
      { top: 500, bottom: 700 },
    ];
    expect(toastCentreInGap({ top: 100, bottom: 144 }, spread, view)).toBe(350);
  });

  it('counts what overlaps as one block, and what lies beyond the view as its edge', () => {
    const overlapping = [
      { top: 0, bottom: 300 },
      { top: 100, bottom: 500 },
      { top: 250, bottom: 380 },
      { top: 720, bottom: 1400 },
    ];
    // Free from 500 to 720 only: not the 380 to 720 the third block's bottom would suggest.
    expect(toastCentreInGap(toast, overlapping, view)).toBe(610);
    const scrolled = { top: 100, bottom: 500 };
    expect(toastCentreInGap({ top: 180, bottom: 224 }, [{ top: -200, bottom: 300 }], scrolled)).toBe(400);
  });

  it('stays where it is when it covers nothing drawn, and gives way to the controls when no gap has room', () => {
    const apart = [
      { top: 15, bottom: 300 },
      { top: 500, bottom: 700 },
    ];
    expect(toastCentreInGap(toast, apart, view), 'centred over the free middle').toBeUndefined();
    expect(toastCentreInGap(toast, [], view)).toBeUndefined();
    // Gaps of 59 px: 1 px short of the toast with its margins on each side (44 + 16 = 60).
    const dense = Array.from({ length: 8 }, (_, i) => ({ top: i * 100 + 59, bottom: i * 100 + 100 }));
    expect(toastCentreInGap(toast, dense, view)).toBeUndefined();
    const roomy = dense.map((extent) => ({ ...extent, top: extent.top + 1 }));
    expect(toastCentreInGap(toast, roomy, view), 'the first of equal gaps').toBe(30);
  });
});
