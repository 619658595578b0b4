/**
 * Where focus goes when the app draws another screen (decision 0039). A tap on a link or button
 * that navigates removes the element that had focus and leaves it on the page's body: a screen
 * reader (TalkBack, VoiceOver) says nothing of the new screen and goes on from wherever the old
 * one's control was, and a keyboard's next Tab starts from nowhere in particular. So every screen
 * drawn after the first of a visit takes focus itself: the screen element is labelled with its title,
 * which a screen reader says, and the reader and the next Tab go on from its top, as after a page load.
 * The screen rather than its heading: most screens draw their heading only once their data has
 * loaded, after the screen is drawn, and focus must not wait on the network.
 *
 * Left alone: the first screen of a visit (the browser's own page load), and a screen drawn while a
 * dialog or a text field has focus (a dialog keeps it until it closes; a field was focused on
 * purpose).
 */

export interface NavigationFocus {
  /** The screen for the history entry `key` is drawn in `screen` (focusable: `tabindex="-1"`). */
  screenDrawn(key: string, screen: HTMLElement): void;
}

export function createNavigationFocus(): NavigationFocus {
  let lastKey: string | undefined;
  return {
    screenDrawn(key, screen) {
      if (key === lastKey) return;
      const firstOfVisit = lastKey === undefined;
      lastKey = key;
      if (firstOfVisit || focusIsWanted(screen.ownerDocument.activeElement)) return;
      screen.focus({ preventScroll: true });
    },
  };
}

function focusIsWanted(active: Element | null): boolean {
  if (!active?.isConnected || active === active.ownerDocument.body) return false;
  if (active.closest('[role="dialog"], [role="alertdialog"], dialog')) return true;
  return active.matches('input, textarea, select, [contenteditable="true"]');
}
