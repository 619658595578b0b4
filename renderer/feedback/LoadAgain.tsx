/**
 * What a screen shows while a data source it loaded on entering has no value because the load got
 * no answer (no network, a broken answer): the message and a button that loads it again. The toast
 * has said it once; this stays, so a borrower who came back to a blank screen knows what to do.
 * The network back, it loads again by itself (use-back-online.ts).
 */
import { rendererWords } from './messages.ts';
import { useBackOnline } from './use-back-online.ts';
import './load-again.css';

export function LoadAgain({ message, onLoadAgain }: { message: string; onLoadAgain: () => void }) {
  useBackOnline(onLoadAgain);
  return (
    <section className="r-load-again" aria-label={message}>
      <p className="r-load-again__message">{message}</p>
      <button type="button" className="r-load-again__button" onClick={onLoadAgain}>
        {rendererWords().loadAgain}
      </button>
    </section>
  );
}
