import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFeedbackStore, type FeedbackStore } from './feedback-store.ts';
import { GlobalLoader, LOADER_DELAY_MS } from './GlobalLoader.tsx';

let store: FeedbackStore;
let renders = 0;
/** The loader, counting its renders (its hooks are this component's: the same on React and Preact). */
function Counted() {
  renders++;
  return GlobalLoader({ store });
}
beforeEach(() => {
  vi.useFakeTimers();
  store = createFeedbackStore();
  renders = 0;
});
afterEach(() => vi.useRealTimers());

const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
/** Starts a call inside act() and hands back its end. */
function begin(): () => void {
  let end: () => void = () => undefined;
  act(() => void (end = store.beginBusy()));
  return () => act(() => end());
}
const loader = () => screen.queryByRole('progressbar', { name: 'Loading' });

/** A call begun now: no loader until just before its delay is over, the loader just after. */
async function expectLoaderAfterTheDelay(): Promise<() => void> {
  const end = begin();
  await wait(LOADER_DELAY_MS - 10);
  expect(loader()).toBeNull();
  await wait(20);
  expect(loader()).not.toBeNull();
  return end;
}

describe('the global loader', () => {
  it("shows while a screen's document is on its way too, after the same delay, and goes when it can be drawn", async () => {
    render(<Counted />);
    let drawn: () => void = () => undefined;
    act(() => void (drawn = store.beginScreen()));
    await wait(LOADER_DELAY_MS - 10);
    expect(loader()).toBeNull();
    await wait(20);
    expect(loader()).not.toBeNull();
    act(() => drawn());
    expect(loader()).toBeNull();
  });

  it("is named in the page's language (Hindi here), read aloud while it shows", async () => {
    document.documentElement.lang = 'hi';
    try {
      render(<GlobalLoader store={store} />);
      begin();
      await wait(LOADER_DELAY_MS + 10);
      expect(screen.getByRole('progressbar', { name: 'लोड हो रहा है' })).toBeTruthy();
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('appears once a call has taken LOADER_DELAY_MS and goes when the last call ends', async () => {
    render(<GlobalLoader store={store} />);
    const first = begin();
    const second = begin();
    await wait(LOADER_DELAY_MS - 10);
    expect(loader()).toBeNull();
    await wait(20);
    expect(loader()).not.toBeNull();
    first();
    expect(loader()).not.toBeNull();
    second();
    expect(loader()).toBeNull();
  });

  it('never shows for a call answered within the delay, and then the next slow call counts from its own start', async () => {
    render(<GlobalLoader store={store} />);
    const fast = begin();
    await wait(LOADER_DELAY_MS - 50);
    fast();
    await wait(LOADER_DELAY_MS);
    expect(loader()).toBeNull();
    const slow = await expectLoaderAfterTheDelay();
    slow();
  });

  it('waits the whole delay for a call that starts while the timer of an earlier one is pending', async () => {
    render(<GlobalLoader store={store} />);
    const fast = begin();
    await wait(100);
    fast();
    await wait(20);
    const slow = await expectLoaderAfterTheDelay();
    slow();
    expect(loader()).toBeNull();
  });

  it('keeps one timer however many calls come and go within the delay', async () => {
    render(<GlobalLoader store={store} />);
    const timers = vi.getTimerCount();
    for (let call = 0; call < 10; call++) {
      begin()();
      await wait(10);
    }
    expect(vi.getTimerCount()).toBe(timers + 1);
    await wait(LOADER_DELAY_MS);
    expect(vi.getTimerCount()).toBe(timers);
    expect(loader()).toBeNull();
  });

  it('shows for a call already in flight when it is drawn', async () => {
    const end = store.beginBusy();
    render(<GlobalLoader store={store} />);
    await wait(LOADER_DELAY_MS + 10);
    expect(loader()).not.toBeNull();
    act(() => end());
    expect(loader()).toBeNull();
  });

  it('costs no render for calls answered within the delay', async () => {
    render(<Counted />);
    const before = renders;
    for (let call = 0; call < 5; call++) {
      const end = begin();
      end();
    }
    await wait(LOADER_DELAY_MS * 2);
    expect(renders).toBe(before);
    expect(loader()).toBeNull();
  });
});
