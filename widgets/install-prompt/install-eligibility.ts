/**
 * Whether the home-screen guide applies to this browser. Only iOS Safari needs it (other browsers
 * offer their own install prompt; iOS Chrome, Firefox and in-app browsers cannot add a web app to
 * the home screen; the iOS app's webview has no Share menu), and not once the app already runs from
 * the home screen or the borrower closed the guide.
 */
export interface BrowserFacts {
  userAgent: string;
  /** Running from the home screen (`navigator.standalone` on iOS, or display-mode standalone). */
  standalone: boolean;
  /** The borrower closed the guide before on this device. */
  dismissed: boolean;
}

/** iOS browsers other than Safari, and in-app browsers, that still say "Safari" in their user agent. */
const NOT_SAFARI =
  /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|GSA\/|FBAN|FBAV|Instagram|Line\/|Twitter|MicroMessenger/i;

export function isIosSafari(userAgent: string): boolean {
  // A WKWebView (the iOS app) leaves "Safari/" out of its user agent.
  return /iPhone|iPad|iPod/i.test(userAgent) && /Safari\//.test(userAgent) && !NOT_SAFARI.test(userAgent);
}

export function shouldShowInstallGuide(facts: BrowserFacts): boolean {
  return !facts.dismissed && !facts.standalone && isIosSafari(facts.userAgent);
}

/** The facts of the browser the page runs in; storage refused counts as not dismissed. */
export function readBrowserFacts(storageKey: string): BrowserFacts {
  const nav = navigator as Navigator & { standalone?: boolean };
  const standalone =
    nav.standalone === true ||
    (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches);
  let dismissed = false;
  try {
    dismissed = window.localStorage.getItem(storageKey) !== null;
  } catch {
    // Private mode without storage: the guide shows, and closing it hides it for this page.
  }
  return { userAgent: nav.userAgent, standalone, dismissed };
}

export function rememberDismissed(storageKey: string): void {
  try {
    window.localStorage.setItem(storageKey, '1');
  } catch {
    // Storage refused: nothing to remember it in.
  }
}
