/**
 * Puts a filter's text into the input in place of what was typed, with the caret where the borrower
 * left it. Setting an input's value puts the caret at the end: a space typed in the middle of an
 * account number was dropped, and the digits typed next went to the end ("501 99" typed after the
 * third digit of 5010012345 gave 501001234599). The caret now stays after the characters before it
 * that the filter kept.
 */
export function rewriteKeepingCaret(
  element: HTMLInputElement | HTMLTextAreaElement,
  kept: string,
  keptOf: (text: string) => string,
): void {
  const typed = element.value;
  // `null` for an input without a caret (email, number); no caret to keep where not focused.
  const caret = element.selectionEnd;
  element.value = kept;
  if (caret === null || caret >= typed.length || element.ownerDocument.activeElement !== element) return;
  const at = Math.min(kept.length, keptOf(typed.slice(0, caret)).length);
  element.setSelectionRange(at, at);
}
