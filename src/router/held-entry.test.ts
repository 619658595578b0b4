// The history entry an open dialog holds (HistoryStore.holdEntry): Back closes the dialog instead
// of leaving the page, and a dialog closed another way leaves no copy of the page behind.
import { afterEach, describe, expect, it } from 'vitest';
import { createHistoryStore, type HistoryStore } from './history-store.ts';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

/** A store on `path`, with `/orders` under it in the history. */
function storeOn(path: string): HistoryStore {
  window.history.replaceState(null, '', '/orders');
  const history = createHistoryStore();
  history.navigate(path);
  return history;
}

/** Whether the current entry is one a dialog holds. */
const onHeldEntry = () => (window.history.state as { held?: unknown } | null)?.held !== undefined;

/** The next popstate (jsdom moves through the history asynchronously, as browsers do). */
const popped = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

async function back() {
  const done = popped();
  window.history.back();
  await done;
}

describe('a held history entry', () => {
  it('is the same page: same URL and key, so the router sees no new visit', () => {
    const history = storeOn('/orders/7');
    const before = history.location();
    const length = window.history.length;
    history.holdEntry(() => undefined);
    expect(window.history.length).toBe(length + 1);
    expect(window.location.pathname).toBe('/orders/7');
    expect(history.location().key).toBe(before.key);
    expect(onHeldEntry()).toBe(true);
  });

  it('is taken by Back, which calls onBack and stays on the page', async () => {
    const history = storeOn('/orders/7');
    const key = history.location().key;
    let closed = 0;
    history.holdEntry(() => (closed += 1));
    await back();
    expect(closed).toBe(1);
    expect(window.location.pathname).toBe('/orders/7');
    expect(history.location().key).toBe(key);
    expect(onHeldEntry()).toBe(false);
    // The next Back leaves the page.
    await back();
    expect(window.location.pathname).toBe('/orders');
    expect(closed).toBe(1);
  });

  it('is taken away again when the dialog closes another way, so one Back leaves the page', async () => {
    const history = storeOn('/orders/7');
    let closed = 0;
    const release = history.holdEntry(() => (closed += 1));
    const gone = popped();
    release();
    await gone;
    expect(onHeldEntry()).toBe(false);
    expect(closed, 'closing the dialog is not a Back').toBe(0);
    await back();
    expect(window.location.pathname).toBe('/orders');
  });

  it('is taken away before a page opened from the dialog: Back from that page returns to the page', async () => {
    const history = storeOn('/orders/7');
    history.holdEntry(() => undefined);
    const gone = popped();
    history.navigate('/orders/7/extension');
    await gone;
    expect(window.location.pathname).toBe('/orders/7/extension');
    await back();
    expect(window.location.pathname).toBe('/orders/7');
    expect(onHeldEntry()).toBe(false);
    await back();
    expect(window.location.pathname, 'no copy of the page is left behind').toBe('/orders');
  });

  it('is taken away before a page replacing the page from the dialog, as if never there', async () => {
    const history = storeOn('/bank/ifsc');
    history.holdEntry(() => undefined);
    history.holdEntry(() => undefined);
    const gone = popped();
    history.navigate('/bank/add?ifsc_code=SBIN0000691', { replace: true });
    await gone;
    expect(window.location.pathname + window.location.search).toBe('/bank/add?ifsc_code=SBIN0000691');
    await back();
    expect(window.location.pathname).toBe('/orders');
  });

  it('holds a page opened just after the dialog closed until the entry is gone', async () => {
    const history = storeOn('/orders/7');
    const release = history.holdEntry(() => undefined);
    const gone = popped();
    release();
    history.navigate('/schedule');
    expect(window.location.pathname, 'not before the entry is taken away').toBe('/orders/7');
    await gone;
    expect(window.location.pathname).toBe('/schedule');
    await back();
    expect(window.location.pathname).toBe('/orders/7');
    expect(onHeldEntry()).toBe(false);
  });

  it('lets a second dialog, opened as the first closes, hold its own entry', async () => {
    const history = storeOn('/orders/7');
    let secondClosed = 0;
    const releaseFirst = history.holdEntry(() => undefined);
    const gone = popped();
    releaseFirst();
    history.holdEntry(() => (secondClosed += 1));
    await gone;
    expect(onHeldEntry(), 'the second dialog holds an entry once the first is gone').toBe(true);
    expect(secondClosed, "the first entry's Back does not close the second dialog").toBe(0);
    await back();
    expect(secondClosed).toBe(1);
    expect(window.location.pathname).toBe('/orders/7');
  });

  it('over another held entry (a dialog over a screen holding Back) is taken first', async () => {
    const history = storeOn('/bank/ifsc');
    const told: string[] = [];
    history.holdEntry(() => told.push('screen'));
    history.holdEntry(() => told.push('dialog'));
    await back();
    expect(told).toEqual(['dialog']);
    expect(onHeldEntry(), "the screen's entry is still held").toBe(true);
    await back();
    expect(told).toEqual(['dialog', 'screen']);
    expect(window.location.pathname).toBe('/bank/ifsc');
    await back();
    expect(window.location.pathname).toBe('/orders');
  });

  it('is taken away before the app is left (the payment page): Back from there returns to the page', async () => {
    const history = storeOn('/orders/7');
    history.holdEntry(() => undefined);
    const gone = popped();
    let leftFrom = '';
    history.leave(() => (leftFrom = `${window.location.pathname} ${String(onHeldEntry())}`));
    expect(leftFrom, 'not while the held entry is there').toBe('');
    await gone;
    expect(leftFrom).toBe('/orders/7 false');
  });
});
