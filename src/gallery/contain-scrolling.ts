/**
 * Inside the index page, a frame that moves focus or scrolls an element into view (a play step, a
 * form showing its first error) scrolls the index page around it too: the browser reveals the
 * focused frame even when asked not to scroll, and the page jumps while frames load. There, a
 * script's focus only reveals the element within the frame, without taking focus (a person's own
 * click still focuses), and scrolling into view scrolls only the frame's own document. A frame
 * opened alone (the snapshot test) is left as it is.
 */
const MARGIN = 16;

function revealInFrame(element: Element, win: Window): void {
  const box = element.getBoundingClientRect();
  if (box.top < 0) win.scrollBy(0, box.top - MARGIN);
  else if (box.bottom > win.innerHeight) win.scrollBy(0, box.bottom - win.innerHeight + MARGIN);
}

export function containScrolling(win: Window & typeof globalThis = window): void {
  win.HTMLElement.prototype.focus = function revealInsteadOfFocus(this: HTMLElement, options?: FocusOptions) {
    if (!options?.preventScroll) revealInFrame(this, win);
  };
  win.Element.prototype.scrollIntoView = function scrollIntoFrame(this: Element) {
    revealInFrame(this, win);
  };
}
