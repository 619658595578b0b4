/**
 * Calls `listener` when the page is shown again after it was out of sight for at least
 * `afterMs`: the phone put in a pocket, another app in front, or the page restored from the
 * browser's back-forward cache (always, however short: it was not running). Returns the way to
 * stop. The wall clock measures the absence: timers do not run while a phone sleeps, and Android's
 * monotonic clock stops then too.
 */
export function onPageShownAgain(afterMs: number, listener: () => void, now: () => number = Date.now) {
  const page = globalThis.document as Document | undefined;
  const view = page?.defaultView;
  if (!page || !view) return () => undefined;
  let hiddenAt: number | undefined = page.visibilityState === 'hidden' ? now() : undefined;
  const onVisibility = () => {
    if (page.visibilityState === 'hidden') {
      hiddenAt ??= now();
      return;
    }
    const away = hiddenAt === undefined ? 0 : now() - hiddenAt;
    hiddenAt = undefined;
    if (away >= afterMs) listener();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    hiddenAt = undefined;
    listener();
  };
  page.addEventListener('visibilitychange', onVisibility);
  view.addEventListener('pageshow', onPageShow);
  return () => {
    page.removeEventListener('visibilitychange', onVisibility);
    view.removeEventListener('pageshow', onPageShow);
  };
}
