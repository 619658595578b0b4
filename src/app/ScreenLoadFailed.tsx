import { rendererWords } from '../../renderer/feedback/messages.ts';
import { useBackOnline } from '../../renderer/feedback/use-back-online.ts';
import { appWords } from './app-words.ts';

/**
 * Shown when a screen cannot be drawn whole: neither the served nor the bundled copy of its document,
 * or the code of one of its widgets, could be had (e.g. a lost chunk offline). The network back, it
 * tries again by itself (use-back-online.ts).
 */
export function ScreenLoadFailed({ onRetry }: { onRetry: () => void }) {
  useBackOnline(onRetry);
  const words = appWords();
  return (
    <main className="app-screen not-found">
      <h1>{words.screenFailed}</h1>
      <p>{words.checkConnection}</p>
      <button type="button" className="not-found__home" onClick={onRetry}>
        {rendererWords().loadAgain}
      </button>
    </main>
  );
}
