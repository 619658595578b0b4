/**
 * Puts the page behind an open dialog out of a screen reader's reach. `aria-modal` alone leaves it
 * in Chromium's accessibility tree: TalkBack's swipe went from the dialog's last control on to the
 * screen behind ("Submit", the amounts' radios), where a blind borrower could press them. Every
 * element beside the dialog's line of ancestors is made `inert` (Chrome 102, Safari 15.5) and
 * `aria-hidden` (for the older browsers of decision 0048, which do not know `inert`), except the
 * regions given as `spoken`: the toast that a dialog's own call raises must still be read.
 *
 * Returns the undo, which puts back what each element had, so a dialog opened over another gives
 * the page back as it found it. An element drawn later beside the line (the loader) is not hidden.
 */
export function hidePageBehind(dialog: Element, spoken: readonly Element[]): () => void {
  const shown = new Set<Element>([dialog, ...spoken]);
  const onLine = new Set<Element>();
  for (const element of shown) {
    // Up to the page's body: the document's head is nobody's to read.
    for (let up = element.parentElement; up && up.localName !== 'html'; up = up.parentElement) onLine.add(up);
  }
  const undo: (() => void)[] = [];
  for (const ancestor of onLine) {
    for (const sibling of ancestor.children) {
      if (shown.has(sibling) || onLine.has(sibling) || !(sibling instanceof HTMLElement)) continue;
      if (sibling.localName === 'script') continue;
      undo.push(hide(sibling));
    }
  }
  return () => {
    for (const step of undo.reverse()) step();
  };
}

function hide(element: HTMLElement): () => void {
  const hidden = element.getAttribute('aria-hidden');
  const inert = element.hasAttribute('inert');
  element.setAttribute('aria-hidden', 'true');
  element.setAttribute('inert', '');
  return () => {
    if (hidden === null) element.removeAttribute('aria-hidden');
    else element.setAttribute('aria-hidden', hidden);
    if (!inert) element.removeAttribute('inert');
  };
}
