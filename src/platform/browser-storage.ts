/**
 * The browser's localStorage, or undefined where it is refused: reading `window.localStorage`
 * throws when the borrower blocks site data (Chrome, Firefox) and is null in an Android WebView
 * without DOM storage.
 */
export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** The browser tab's sessionStorage (kept across reloads of the tab, gone with it), or undefined where refused. */
export function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}
