/**
 * Calls `listener` when the page may be going away: hidden (the borrower switched app, or the camera
 * took the phone; a cheap phone may then kill the tab without another word) or unloaded (reload,
 * closed). A screen keeps its forms' drafts then (form-draft.ts). Returns the way to stop.
 */
export function onPageHide(listener: () => void): () => void {
  const page = globalThis.document as Document | undefined;
  if (!page || typeof page.addEventListener !== 'function') return () => undefined;
  const onVisibility = () => {
    if (page.visibilityState === 'hidden') listener();
  };
  page.addEventListener('visibilitychange', onVisibility);
  globalThis.addEventListener('pagehide', listener);
  return () => {
    page.removeEventListener('visibilitychange', onVisibility);
    globalThis.removeEventListener('pagehide', listener);
  };
}
