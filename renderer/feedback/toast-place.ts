/**
 * Where the toast stands: pure geometry on the page's vertical extents (measured by
 * page-extents.ts, applied by keep-toast-clear.ts). The toast is centred on the screen by the
 * stylesheet, clear of the bottom navigation and the floating Feedback button; it moves only when
 * it would hide what the borrower needs to read or touch (decision 0093).
 */
/** A vertical extent on the page, in CSS pixels from the top of the layout viewport. */
export interface Extent {
  top: number;
  bottom: number;
}

/** Room kept between the toast and the edge of what is in sight, or of what it stands clear of. */
const EDGE = 8;

/** The middle of the larger part of `view` left free by `avoided`, with how tall that part is. */
function largerFreePart(avoided: Extent, view: Extent): { centre: number; room: number } {
  const above = avoided.top - view.top;
  const below = view.bottom - avoided.bottom;
  return above >= below
    ? { centre: view.top + above / 2, room: above }
    : { centre: avoided.bottom + below / 2, room: below };
}

/** Whether two extents share any height (touching is not overlapping). */
export const overlaps = (a: Extent, b: Extent) => a.top < b.bottom && b.top < a.bottom;
const heightOf = (extent: Extent) => extent.bottom - extent.top;

/**
 * The toast's centre line when it must move off the focused `field`, or undefined when it covers
 * no field and stays centred. A refused form focuses its first failing field, which the phone
 * scrolls into the middle of what is in sight: the toast saying why covered that very field. It
 * moves to the middle of the larger free part of `view` (the visual viewport, smaller with the
 * keyboard up), above the field or below it.
 */
export function toastCentre(toast: Extent, field: Extent | undefined, view: Extent): number | undefined {
  if (!field || !overlaps(toast, field)) return undefined;
  const { centre } = largerFreePart(field, view);
  // Never past the edge of the view, even where the larger part is smaller than the toast.
  const half = heightOf(toast) / 2;
  return Math.min(Math.max(centre, view.top + half + EDGE), view.bottom - half - EDGE);
}

/**
 * With no field focused (a server's refusal after Submit, "Code sent"), the toast's centre line in
 * the tallest gap of `view` that nothing in `content` takes (text, pictures, controls) and that has
 * room for it; undefined when it covers none of them, or when no gap has room (then the controls
 * come first: `toastCentreOffControls`).
 */
export function toastCentreInGap(
  toast: Extent,
  content: readonly Extent[],
  view: Extent,
): number | undefined {
  if (!content.some((extent) => overlaps(toast, extent))) return undefined;
  const needed = heightOf(toast) + 2 * EDGE;
  let best: { centre: number; room: number } | undefined;
  const consider = (top: number, bottom: number) => {
    const room = bottom - top;
    if (room >= needed && (!best || room > best.room)) best = { centre: top + room / 2, room };
  };
  let free = view.top;
  for (const extent of [...content].sort((a, b) => a.top - b.top)) {
    consider(free, Math.min(extent.top, view.bottom));
    free = Math.max(free, extent.bottom);
  }
  consider(free, view.bottom);
  return best?.centre;
}

/**
 * The toast's centre line off the controls in sight (`controls`, from the first to the last), or
 * undefined when it covers none, or when neither free part has room for it: the controls are then
 * most of what is in sight, and the centre hides no more of them than an edge would. Used where no
 * gap has room: a screen's title or explanation is then covered rather than the fields (the
 * account number the bank's refusal asks the borrower to check).
 */
export function toastCentreOffControls(
  toast: Extent,
  controls: Extent | undefined,
  view: Extent,
): number | undefined {
  if (!controls || !overlaps(toast, controls)) return undefined;
  const { centre, room } = largerFreePart(controls, view);
  return room >= heightOf(toast) + 2 * EDGE ? centre : undefined;
}
