/**
 * Shown when a screen cannot be drawn whole: neither the served nor the bundled copy of its document,
 * or the code of one of its widgets, could be had (e.g. a lost chunk offline).
 */
export function ScreenLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="app-screen not-found">
      <h1>Something went wrong</h1>
      <p>Please check your connection and try again.</p>
      <button type="button" className="not-found__home" onClick={onRetry}>
        Try again
      </button>
    </main>
  );
}
