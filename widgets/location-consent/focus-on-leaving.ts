/**
 * Where the focus goes when a card the borrower answered leaves the page under it: to the next
 * control after the card, else the one before, else the screen itself. A removed element takes
 * the focus with it to the page's body, and a keyboard or screen reader user started again from
 * the top with no word of where they were (the location card's "Allow" and "Not now").
 */
import { FOCUSABLE } from '../../renderer/widget-api.ts';

export function moveFocusBeyond(card: HTMLElement): void {
  const doc = card.ownerDocument;
  if (!card.contains(doc.activeElement)) return;
  const screen = card.closest<HTMLElement>('main') ?? doc.body;
  const outside = [...screen.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !card.contains(element),
  );
  const after = outside.find(
    (element) => card.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  const before = outside.filter(
    (element) => card.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING,
  );
  (after ?? before[before.length - 1] ?? screen).focus({ preventScroll: false });
}
