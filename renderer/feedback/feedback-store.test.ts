import { describe, expect, it } from 'vitest';
import { createFeedbackStore } from './feedback-store.ts';

describe('feedback store', () => {
  it('counts calls in flight, each ending once however often its end is called', () => {
    const store = createFeedbackStore();
    const endA = store.beginBusy();
    const endB = store.beginBusy();
    expect(store.get().busy).toBe(2);
    endA();
    endA();
    expect(store.get().busy).toBe(1);
    endB();
    expect(store.get().busy).toBe(0);
  });

  it('replaces the toast on screen, ignores empty ones, and dismisses only the current one', () => {
    const store = createFeedbackStore();
    store.toast('first');
    const first = store.get().toast;
    store.toast('second');
    store.toast('  ');
    expect(store.get().toast?.text).toBe('second');
    if (first) store.dismiss(first.id);
    expect(store.get().toast?.text).toBe('second');
    const second = store.get().toast;
    if (second) store.dismiss(second.id);
    expect(store.get().toast).toBeUndefined();
  });

  it('counts screens on their way apart from calls, each ending once; a dismissed toast keeps both counts', () => {
    const store = createFeedbackStore();
    const drawn = store.beginScreen();
    const endCall = store.beginBusy();
    expect(store.get()).toMatchObject({ busy: 1, screensPending: 1 });
    store.toast('Please sign in again.');
    const toast = store.get().toast;
    if (toast) store.dismiss(toast.id);
    expect(store.get()).toEqual({ busy: 1, screensPending: 1 });
    drawn();
    drawn();
    expect(store.get()).toEqual({ busy: 1, screensPending: 0 });
    endCall();
    expect(store.get()).toEqual({ busy: 0, screensPending: 0 });
  });
});
