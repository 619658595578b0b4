/**
 * What the toast must not hide, measured on the page (toast-place.ts decides where it goes): the
 * focused field with its label and message, the controls in sight, and everything drawn in sight
 * (text, pictures, controls). Fixed layers (the Feedback button, the bottom navigation, the toast
 * itself) are left out: they stay put whatever scrolls, and the stylesheet's centre is clear of
 * them. With a dialog open, only the dialog counts: the page behind it cannot be used.
 */
import { overlaps, type Extent } from './toast-place.ts';

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
export function focusedField(document: Document): Field | undefined {
  const active = document.activeElement;
  const view = document.defaultView;
  return active && view && isField(active, view) ? active : undefined;
}

export const extentOf = (box: Element | Range): Extent => {
  const { top, bottom } = box.getBoundingClientRect();
  return { top, bottom };
};

/** From the first extent's top to the last one's bottom, or undefined for none. */
function spanOf(extents: readonly Extent[]): Extent | undefined {
  if (extents.length === 0) return undefined;
  return {
    top: Math.min(...extents.map((extent) => extent.top)),
    bottom: Math.max(...extents.map((extent) => extent.bottom)),
  };
}

/** The field with its label and what describes it (its error message): all the borrower reads of it. */
export function fieldExtent(field: Field): Extent {
  const parts: Element[] = [field, ...Array.from(field.labels ?? [])];
  for (const id of (field.getAttribute('aria-describedby') ?? '').split(/\s+/)) {
    const described = id ? field.ownerDocument.getElementById(id) : null;
    if (described) parts.push(described);
  }
  return spanOf(parts.map(extentOf).filter((extent) => extent.bottom > extent.top)) ?? extentOf(field);
}

/** What the borrower types into, chooses or taps: the toast should hide none of them. */
const CONTROLS = 'input, textarea, select, button, a[href], [role="button"]';
/** What is drawn and read without being text. */
const PICTURES = 'img, svg, canvas, video';

/**
 * Whether `element` is drawn in a fixed layer. The top of its offsetParent chain is the fixed
 * element, or the page's body; `tops` remembers each top's answer for one measuring.
 */
function inFixedLayer(element: HTMLElement, view: PageWindow, tops: Map<Element, boolean>): boolean {
  let top = element;
  for (let up: Element | null = element.offsetParent; up instanceof view.HTMLElement; up = up.offsetParent)
    top = up;
  let fixed = tops.get(top);
  if (fixed === undefined) tops.set(top, (fixed = view.getComputedStyle(top).position === 'fixed'));
  return fixed;
}

/** The elements and text of the open dialog, or of the page outside its fixed layers. */
function scopeOf(document: Document) {
  const view = document.defaultView;
  if (!view) return undefined;
  const dialog = document.querySelector<HTMLElement>('[aria-modal="true"]');
  const tops = new Map<Element, boolean>();
  const counts = (element: HTMLElement) => dialog !== null || !inFixedLayer(element, view, tops);
  return { view, root: dialog ?? document.body, counts };
}

/** The part of the page a control takes, with its labels and messages if it is a field. */
const controlExtent = (control: HTMLElement, view: PageWindow): Extent =>
  isField(control, view) ? fieldExtent(control) : extentOf(control);

/** Extents drawn (more than a hairline: a screen reader's hidden text is 1 px) and in sight. */
const drawnIn = (sight: Extent) => (extent: Extent) =>
  extent.bottom - extent.top > 1 && overlaps(extent, sight);

/** The controls in sight, from the first one's top to the last one's bottom (cut to what is in sight). */
export function controlsExtent(document: Document, sight: Extent): Extent | undefined {
  const scope = scopeOf(document);
  if (!scope) return undefined;
  const inSight = Array.from(scope.root.querySelectorAll<HTMLElement>(CONTROLS))
    .filter(scope.counts)
    .map((control) => controlExtent(control, scope.view))
    .filter(drawnIn(sight));
  const span = spanOf(inSight);
  return span && { top: Math.max(sight.top, span.top), bottom: Math.min(sight.bottom, span.bottom) };
}

/** Everything drawn in sight, each on its own: every line of text, picture and control. */
export function contentExtents(document: Document, sight: Extent): Extent[] {
  const scope = scopeOf(document);
  if (!scope) return [];
  const extents = Array.from(scope.root.querySelectorAll<HTMLElement>(`${CONTROLS}, ${PICTURES}`))
    .filter(scope.counts)
    .map((element) => controlExtent(element, scope.view));
  const texts = document.createTreeWalker(scope.root, scope.view.NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  // A DOM that cannot measure a range (a test's) counts the element the text is in: larger, not less.
  const measured = typeof range.getBoundingClientRect === 'function';
  for (let text = texts.nextNode(); text; text = texts.nextNode()) {
    const parent = text.parentElement;
    if (!text.nodeValue?.trim() || !parent || !scope.counts(parent)) continue;
    if (measured) range.selectNodeContents(text);
    extents.push(extentOf(measured ? range : parent));
  }
  return extents.filter(drawnIn(sight));
}
