/**
 * Where the toast stands. It is centred on the screen, clear of the bottom navigation and the
 * floating Feedback button; but a refused form focuses its first failing field, which the phone
 * scrolls into the middle of what is in sight, and the toast saying why then covered that very
 * field (and the keyboard, once up, leaves less room). So while a toast is up, if it covers the
 * field that has focus (with its label and message), it moves to the middle of the larger free part
 * of the view, above the field or below it.
 */
/** A vertical extent on the page, in CSS pixels from the top of the layout viewport. */
export interface Extent {
  top: number;
  bottom: number;
}

/** Room kept between the toast and the edge of what is in sight. */
const EDGE = 8;

/**
 * The toast's centre line when it must move off `field`, or undefined when it covers no field and
 * stays centred. `view` is what is in sight (the visual viewport, smaller with the keyboard up).
 */
export function toastCentre(toast: Extent, field: Extent | undefined, view: Extent): number | undefined {
  if (!field || toast.top >= field.bottom || field.top >= toast.bottom) return undefined;
  const above = field.top - view.top;
  const below = view.bottom - field.bottom;
  const centre = above >= below ? view.top + above / 2 : field.bottom + below / 2;
  // Never past the edge of the view, even where the larger part is smaller than the toast.
  const half = (toast.bottom - toast.top) / 2;
  return Math.min(Math.max(centre, view.top + half + EDGE), view.bottom - half - EDGE);
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The element the borrower is typing into or choosing in, if any. */
function focusedField(document: Document): Field | undefined {
  const active = document.activeElement;
  const view = document.defaultView;
  if (!active || !view) return undefined;
  const isField =
    active instanceof view.HTMLInputElement ||
    active instanceof view.HTMLTextAreaElement ||
    active instanceof view.HTMLSelectElement;
  return isField ? active : undefined;
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

/**
 * Keeps the toast drawn in `region` off the focused field: placed now and again when the view
 * changes (the keyboard opening or closing, a scroll), until the returned stop is called.
 */
export function keepToastClearOfField(region: HTMLElement): () => void {
  const view = region.ownerDocument.defaultView;
  const sight = view?.visualViewport;
  const place = () => {
    // Measured where it stands by default: the stylesheet's centre.
    region.style.top = '';
    const toast = region.firstElementChild;
    const field = focusedField(region.ownerDocument);
    if (!toast || !field || !view) return;
    const top = sight ? sight.offsetTop : 0;
    const centre = toastCentre(extentOf(toast), fieldExtent(field), {
      top,
      bottom: top + (sight ? sight.height : view.innerHeight),
    });
    if (centre !== undefined) region.style.top = `${centre}px`;
  };
  place();
  sight?.addEventListener('resize', place);
  sight?.addEventListener('scroll', place);
  return () => {
    sight?.removeEventListener('resize', place);
    sight?.removeEventListener('scroll', place);
    region.style.top = '';
  };
}
