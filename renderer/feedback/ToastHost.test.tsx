import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_SEEN_MS, createFeedbackStore, type FeedbackStore } from './feedback-store.ts';
import { TOAST_MS, ToastHost, toastMs } from './ToastHost.tsx';

let store: FeedbackStore;
beforeEach(() => {
  vi.useFakeTimers();
  store = createFeedbackStore();
  render(<ToastHost store={store} />);
});
afterEach(() => vi.useRealTimers());

const shown = () => screen.getByRole('status').textContent;
const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
/** The toast still shows `text` just before `ms` more have passed, and is gone just after. */
async function staysThenGoes(text: string, ms: number) {
  await wait(ms - 100);
  expect(shown()).toBe(text);
  await wait(200);
  expect(shown()).toBe('');
}
/** Starts a count inside act() and hands back its end. */
function begin(start: () => () => void): () => void {
  let end: () => void = () => undefined;
  act(() => void (end = start()));
  return () => act(() => end());
}

describe('the toast', () => {
  it('hides itself TOAST_MS after it appears over a drawn screen', async () => {
    act(() => store.toast('Code sent'));
    expect(shown()).toBe('Code sent');
    await staysThenGoes('Code sent', TOAST_MS);
  });

  it('stays longer for a longer text, time to read it: a refused form of two sentences', async () => {
    const text =
      '1. The first contact cannot be your own mobile number. 2. The second and third contacts have the same mobile number; please give three different people.';
    expect(toastMs(text), '26 words: 1 s and 0.3 s a word').toBe(8800);
    act(() => store.toast(text));
    await wait(TOAST_MS + 1000);
    expect(shown(), 'not gone at the short toast time').toBe(text);
    await staysThenGoes(text, toastMs(text) - TOAST_MS - 1000);
    expect(toastMs('word '.repeat(200)), 'never more than 12 s').toBe(12_000);
  });

  it('raised while the next screen is still loading, stays until it is drawn and then its full time', async () => {
    const screenDrawn = begin(() => store.beginScreen());
    act(() => store.toast('Please sign in again.'));
    // A slow first load: far longer than the toast's own time.
    await wait(TOAST_MS * 3);
    expect(shown()).toBe('Please sign in again.');
    screenDrawn();
    await staysThenGoes('Please sign in again.', TOAST_MS);
  });

  it('waits while the loader is up (the next screen loads its data), then stays what is left of its time', async () => {
    act(() => store.toast('Saved'));
    await wait(1000);
    const loaded = begin(() => store.beginBusy());
    await wait(TOAST_MS * 2);
    expect(shown()).toBe('Saved');
    loaded();
    await staysThenGoes('Saved', TOAST_MS - 1000);
  });

  it('seen over the screen the borrower leaves, goes with it', async () => {
    // "Code sent", then a sign in: the code was typed before the toast's time was up.
    act(() => store.toast('Code sent'));
    await wait(TOAST_SEEN_MS + 100);
    const homeDrawn = begin(() => store.beginScreen());
    expect(shown()).toBe('');
    homeDrawn();
    await wait(TOAST_MS);
    expect(shown()).toBe('');
  });

  it('raised as the borrower leaves, is carried over to the next screen with what is left of its time', async () => {
    // "Saved", then back: the borrower had no time to read it over the form.
    act(() => store.toast('Saved'));
    await wait(300);
    const listDrawn = begin(() => store.beginScreen());
    await wait(TOAST_MS * 2);
    expect(shown()).toBe('Saved');
    listDrawn();
    await staysThenGoes('Saved', TOAST_MS - 300);
  });

  it('counts only the time over settled screens, however often a call pauses it', async () => {
    act(() => store.toast('Saved'));
    for (let pause = 0; pause < 3; pause++) {
      await wait(500);
      const answered = begin(() => store.beginBusy());
      await wait(TOAST_MS);
      answered();
    }
    // 1,500 ms over a settled screen so far, in three stretches.
    await staysThenGoes('Saved', TOAST_MS - 1500);
  });

  it('a newer toast replaces the waiting one and waits the same way', async () => {
    const screenDrawn = begin(() => store.beginScreen());
    act(() => store.toast('first'));
    act(() => store.toast('second'));
    await wait(TOAST_MS * 2);
    expect(shown()).toBe('second');
    screenDrawn();
    await wait(TOAST_MS + 100);
    expect(shown()).toBe('');
  });
});

describe('without a toast', () => {
  it('calls and screens coming and going render nothing', () => {
    let renders = 0;
    // The host, counting its renders (its hooks are this component's: the same on React and Preact).
    function Counted() {
      renders++;
      return ToastHost({ store });
    }
    render(<Counted />);
    const before = renders;
    begin(() => store.beginBusy())();
    begin(() => store.beginScreen())();
    expect(renders).toBe(before);
  });
});

describe('what a screen reader is told', () => {
  const toastElement = () => screen.getByRole('status').firstElementChild!;
  /** A field's error as the form widgets draw it, beside the host. */
  function fieldAlert(text: string, extra: Record<string, string> = {}) {
    const alert = document.createElement('p');
    alert.setAttribute('role', 'alert');
    alert.textContent = text;
    for (const [name, value] of Object.entries(extra)) alert.setAttribute(name, value);
    document.body.append(alert);
    return alert;
  }
  afterEach(() => document.querySelectorAll('p[role="alert"]').forEach((alert) => alert.remove()));

  it("draws but does not speak a toast that repeats a field's alert", () => {
    fieldAlert('Please enter your bank account number');
    act(() => store.toast('Please enter your bank account number'));
    expect(shown()).toBe('Please enter your bank account number');
    expect(toastElement().getAttribute('aria-hidden')).toBe('true');
  });

  it("draws but does not speak a server's numbered refusal whose every line a field's alert says", () => {
    fieldAlert('You must be 18 years or older to apply.');
    act(() => store.toast('1. You must be 18 years or older to apply.'));
    expect(toastElement().getAttribute('aria-hidden')).toBe('true');
    fieldAlert("Emergency contact's number cannot be your own");
    act(() =>
      store.toast(
        "1. You must be 18 years or older to apply.\n2. Emergency contact's number cannot be your own",
      ),
    );
    expect(toastElement().getAttribute('aria-hidden')).toBe('true');
  });

  it('speaks a numbered refusal with a line no field shows', () => {
    fieldAlert('You must be 18 years or older to apply.');
    act(() => store.toast('1. You must be 18 years or older to apply.\n2. The PAN is already in use'));
    expect(toastElement().getAttribute('aria-hidden')).toBeNull();
  });

  it('speaks a toast no alert on the page says: its own message, or one of a field not drawn', () => {
    fieldAlert('Please enter your bank account number');
    act(() => store.toast('Code sent'));
    expect(toastElement().getAttribute('aria-hidden')).toBeNull();
    fieldAlert('Please agree to the terms', { hidden: '' });
    act(() => store.toast('Please agree to the terms'));
    expect(toastElement().getAttribute('aria-hidden')).toBeNull();
  });
});
