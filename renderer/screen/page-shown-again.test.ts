import { afterEach, describe, expect, it } from 'vitest';
import { onPageShownAgain } from './page-shown-again.ts';

function visibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true }));

describe('a page shown again', () => {
  it('is told after an absence as long as asked, by the wall clock, and not after a shorter one', () => {
    let clock = 0;
    let shown = 0;
    const stop = onPageShownAgain(
      60_000,
      () => void (shown += 1),
      () => clock,
    );
    visibility('hidden');
    clock += 59_000;
    visibility('visible');
    expect(shown).toBe(0);
    visibility('hidden');
    clock += 60_000;
    visibility('visible');
    expect(shown).toBe(1);
    stop();
    visibility('hidden');
    clock += 600_000;
    visibility('visible');
    expect(shown).toBe(1);
  });

  it('is told whenever it comes back from the back-forward cache, where nothing ran', () => {
    let shown = 0;
    const stop = onPageShownAgain(
      60_000,
      () => void (shown += 1),
      () => 0,
    );
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(shown).toBe(0);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(shown).toBe(1);
    stop();
  });
});
