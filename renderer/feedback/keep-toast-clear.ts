/**
 * Keeps the toast where it hides nothing the borrower needs (decision 0093): in a gap of what is in
 * sight that nothing is drawn in; where no gap has room, off the focused field, or with no field
 * focused, off the controls in sight.
 * Placed when it appears and again whenever the view changes or the focus moves while it is up.
 */
import { contentExtents, controlsExtent, extentOf, fieldExtent, focusedField } from './page-extents.ts';
import { toastCentre, toastCentreInGap, toastCentreOffControls, type Extent } from './toast-place.ts';

/** Where the toast drawn in `region` should be centred, or undefined for the stylesheet's centre. */
function placeFor(region: HTMLElement, sight: Extent): number | undefined {
  const document = region.ownerDocument;
  // The region's box, not the toast's: the toast slides in from 0.5rem lower (r-toast-in), and
  // measured as it appeared it stood clear of a row it then covered by a few pixels.
  const box = extentOf(region);
  const inGap = toastCentreInGap(box, contentExtents(document, sight), sight);
  if (inGap !== undefined) return inGap;
  const field = focusedField(document);
  return field
    ? toastCentre(box, fieldExtent(field), sight)
    : toastCentreOffControls(box, controlsExtent(document, sight), sight);
}

/**
 * Places the toast drawn in `region` now, and again when the view changes (the keyboard opening or
 * closing, a scroll) or the focus moves (a dialog opening on its field), until the returned stop is
 * called.
 */
export function keepToastClear(region: HTMLElement): () => void {
  const view = region.ownerDocument.defaultView;
  const sight = view?.visualViewport;
  const place = () => {
    // Measured where it stands by default: the stylesheet's centre.
    region.style.top = '';
    if (!region.firstElementChild || !view) return;
    const top = sight ? sight.offsetTop : 0;
    const centre = placeFor(region, { top, bottom: top + (sight ? sight.height : view.innerHeight) });
    if (centre !== undefined) region.style.top = `${centre}px`;
  };
  place();
  sight?.addEventListener('resize', place);
  sight?.addEventListener('scroll', place);
  region.ownerDocument.addEventListener('focusin', place);
  return () => {
    sight?.removeEventListener('resize', place);
    sight?.removeEventListener('scroll', place);
    region.ownerDocument.removeEventListener('focusin', place);
    region.style.top = '';
  };
}
