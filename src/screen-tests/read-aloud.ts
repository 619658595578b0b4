/**
 * A masked number is drawn in parts (widgets/spoken-mask.tsx): the mask and the digits for the
 * eyes, hidden from screen readers, and "ending in 9012" for screen readers, hidden from the eyes.
 * These read an element as each of them does.
 */

/** What the borrower sees: the element's text without what is there for screen readers only. */
export function seen(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('.visually-hidden').forEach((part) => part.remove());
  return copy.textContent ?? '';
}

/** What a screen reader says: the element's text without what is hidden from it. */
export function spoken(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((part) => part.remove());
  return copy.textContent ?? '';
}

/** For `getByText`: the innermost element whose text, as a screen reader says it, is `text`. */
export function spokenText(text: string) {
  return (_: string, element: Element | null): boolean =>
    element !== null &&
    spoken(element) === text &&
    ![...element.children].some((child) => spoken(child) === text);
}
