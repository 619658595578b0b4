/**
 * Where the toast stands. It is centred on the screen, clear of the bottom navigation and the
 * floating Feedback button; but a refused form focuses its first failing field, which the phone
 * scrolls into the middle of what is in sight, and the toast saying why then covered that very
 * field (and the keyboard, once up, leaves less room). So while a toast is up, if it covers the
 * field that has focus (with its label and message), it moves to the middle of the larger free part
 * of the view, above the field or below it (decision 0093).
 *
 * With no field focused (a server's refusal after Submit, "Code sent"), the toast covered the
 * form's middle fields: the account number the message asks the borrower to check. Then it moves
 * off the controls in sight (fields, buttons, links), all of them together, where the larger free
 * part has room for it; where it has none (a form filling the view), it stays centred.
 */
/** A vertical extent on the page, in CSS pixels from the top of the layout viewport. */
export interface Extent {
  top: number;
  bottom: number;
}

/** Room kept between the toast and the edge of what is in sight. */
const EDGE = 8;

/** The middle of the larger part of `view` left free by `avoided`, with how tall that part is. */
function largerFreePart(avoided: Extent, view: Extent): { centre: number; room: number } {
  const above = avoided.top - view.top;
  const below = view.bottom - avoided.bottom;
  return above >= below
    ? { centre: view.top + above / 2, room: above }
    : { centre: avoided.bottom + below / 2, room: below };
}

const overlaps = (a: Extent, b: Extent) => a.top < b.bottom && b.top < a.bottom;

/**
 * The toast's centre line when it must move off `field`, or undefined when it covers no field and
 * stays centred. `view` is what is in sight (the visual viewport, smaller with the keyboard up).
 */
export function toastCentre(toast: Extent, field: Extent | undefined, view: Extent): number | undefined {
  if (!field || !overlaps(toast, field)) return undefined;
  const { centre } = largerFreePart(field, view);
  // Never past the edge of the view, even where the larger part is smaller than the toast.
  const half = (toast.bottom - toast.top) / 2;
  return Math.min(Math.max(centre, view.top + half + EDGE), view.bottom - half - EDGE);
}

/**
 * The toast's centre line off the controls in sight (`controls`, from the first to the last), or
 * undefined when it covers none, or when neither free part has room for it: the controls are then
 * most of what is in sight, and the centre hides no more of them than an edge would.
 */
export function toastCentreOffControls(
  toast: Extent,
  controls: Extent | undefined,
  view: Extent,
): number | undefined {
  if (!controls || !overlaps(toast, controls)) return undefined;
  const { centre, room } = largerFreePart(controls, view);
  return room >= toast.bottom - toast.top + 2 * EDGE ? centre : undefined;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** The page's own window, with its element classes (a frame's are not the top page's). */
type PageWindow = NonNullable<Document['defaultView']>;

/** Whether `element` is one the borrower types into or chooses in (checked against its own page). */
function isField(element: Element, view: PageWindow): element is Field {
  return (
    element instanceof view.HTMLInputElement ||
    element instanceof view.HTMLTextAreaElement ||
    element instanceof view.HTMLSelectElement
  );
}

/** The element the borrower is typing into or choosing in, if any. */
function focusedField(document: Document): Field | undefined {
  const active = document.activeElement;
  const view = document.defaultView;
  return active && view && isField(active, view) ? active : undefined;
}

const extentOf = (element: Element): Extent => {
  const { top, bottom } = element.getBoundingClientRect();
  return { top, bottom };
};

/** The field with its label and what describes it (its error message): all the borrower reads of it. */
function fieldExtent(field: Field): Extent {
  const parts: Element[] = [field, ...Array.from(field.labels ?? [])];
  for (const id of (field.getAttribute('aria-describedby') ?? '').split(/\s+/)) {
    const described = id ? field.ownerDocument.getElementById(id) : null;
    if (described) parts.push(described);
  }
  const extents = parts.map(extentOf).filter((extent) => extent.bottom > extent.top);
  if (extents.length === 0) return extentOf(field);
  return {
    top: Math.min(...extents.map((extent) => extent.top)),
    bottom: Math.max(...extents.map((extent) => extent.bottom)),
  };
}

/** What the borrower types into, chooses or taps: the toast should hide none of them. */
const CONTROLS = 'input, textarea, select, button, a[href], [role="button"]';

/**
 * Whether `element` is drawn in a fixed layer (the floating Feedback button, the bottom
 * navigation): those stay where they are whatever scrolls, and the stylesheet's centre is already
 * clear of them. The top of its offsetParent chain is the fixed element, or the page's body.
 */
function inFixedLayer(element: HTMLElement, view: PageWindow): boolean {
  let top = element;
  for (let up: Element | null = element.offsetParent; up instanceof view.HTMLElement; up = up.offsetParent)
    top = up;
  return view.getComputedStyle(top).position === 'fixed';
}

/** The part of the page a control takes, with its labels and messages if it is a field. */
const controlExtent = (control: HTMLElement, view: PageWindow): Extent =>
  isField(control, view) ? fieldExtent(control) : extentOf(control);

/**
 * The controls in sight, from the first one's top to the last one's bottom: those of the open
 * dialog if there is one (the page behind it cannot be used), else those of the page but its fixed
 * layers.
 */
function controlsExtent(document: Document, sight: Extent): Extent | undefined {
  const view = document.defaultView;
  if (!view) return undefined;
  const dialog = document.querySelector<HTMLElement>('[aria-modal="true"]');
  const inSight = Array.from((dialog ?? document).querySelectorAll<HTMLElement>(CONTROLS))
    .filter((control) => dialog || !inFixedLayer(control, view))
    .map((control) => controlExtent(control, view))
    .filter((extent) => extent.bottom > extent.top && overlaps(extent, sight));
  if (inSight.length === 0) return undefined;
  return {
    top: Math.max(sight.top, Math.min(...inSight.map((extent) => extent.top))),
    bottom: Math.min(sight.bottom, Math.max(...inSight.map((extent) => extent.bottom))),
  };
}

/**
 * Keeps the toast drawn in `region` off the focused field, or the controls in sight when no field
 * has focus: placed now and again when the view changes (the keyboard opening or closing, a scroll)
 * or the focus moves, until the returned stop is called.
 */
export function keepToastClearOfField(region: HTMLElement): () => void {
  const view = region.ownerDocument.defaultView;
  const sight = view?.visualViewport;
  const place = () => {
    // Measured where it stands by default: the stylesheet's centre.
    region.style.top = '';
    const toast = region.firstElementChild;
    if (!toast || !view) return;
    const top = sight ? sight.offsetTop : 0;
    const inSight = { top, bottom: top + (sight ? sight.height : view.innerHeight) };
    const field = focusedField(region.ownerDocument);
    const centre = field
      ? toastCentre(extentOf(toast), fieldExtent(field), inSight)
      : toastCentreOffControls(extentOf(toast), controlsExtent(region.ownerDocument, inSight), inSight);
    if (centre !== undefined) region.style.top = `${centre}px`;
  };
  place();
  sight?.addEventListener('resize', place);
  sight?.addEventListener('scroll', place);
  // The focus may move after the toast is up (a dialog opening on its field): placed again then.
  region.ownerDocument.addEventListener('focusin', place);
  return () => {
    sight?.removeEventListener('resize', place);
    sight?.removeEventListener('scroll', place);
    region.ownerDocument.removeEventListener('focusin', place);
    region.style.top = '';
  };
}
