/**
 * Calls `listener` when the page may be going away: hidden (the borrower switched app, or the camera
 * took the phone; a cheap phone may then kill the tab without another word) or unloaded (reload,
 * closed). A screen keeps its forms' drafts then (form-draft.ts). Returns the way to stop. Where
 * there is no page (a document without a window), there is nothing to listen to.
 */
export function onPageHide(listener: () => void): () => void {
  const page = globalThis.document as Document | undefined;
  const view = page?.defaultView;
  if (!page || !view) return () => undefined;
  const onVisibility = () => {
    if (page.visibilityState === 'hidden') listener();
  };
  page.addEventListener('visibilitychange', onVisibility);
  view.addEventListener('pagehide', listener);
  return () => {
    page.removeEventListener('visibilitychange', onVisibility);
    view.removeEventListener('pagehide', listener);
  };
}
