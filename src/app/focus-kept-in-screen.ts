/**
 * A screen that redraws part of itself (the IFSC finder's next step, a list replaced by its
 * result) removes the control the borrower had just pressed, and the focus with it: the page's
 * body took it, so a keyboard's next Tab and a screen reader started again from the page's top
 * with no word of where they were. When the focused control leaves the screen and nothing else
 * took the focus, the screen itself takes it (labelled with its title, as on a new screen,
 * decision 0039), so the next Tab is inside it.
 *
 * One observer of the screen's tree rather than a `focusout` listener: Chromium sends no blur for
 * a focused element that is removed.
 */
export function keepFocusInScreen(screen: HTMLElement): () => void {
  const doc = screen.ownerDocument;
  let focused: Element | null = null;
  const noteFocus = (event: FocusEvent) => {
    focused = event.target instanceof Element ? event.target : null;
  };
  const observer = new MutationObserver(() => {
    if (!focused || focused.isConnected) return;
    focused = null;
    const active = doc.activeElement;
    if (active === null || active === doc.body) screen.focus({ preventScroll: true });
  });
  screen.addEventListener('focusin', noteFocus);
  observer.observe(screen, { childList: true, subtree: true });
  return () => {
    screen.removeEventListener('focusin', noteFocus);
    observer.disconnect();
  };
}
