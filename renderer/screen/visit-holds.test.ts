import { describe, expect, it } from 'vitest';
import { createFeedbackStore } from '../feedback/feedback-store.ts';
import { createVisitHolds } from './visit-holds.ts';

describe("a visit's holds on the loader", () => {
  it('end with the visit, each once, leaving the holds of other visits', () => {
    const feedback = createFeedbackStore();
    const visit = createVisitHolds(feedback.beginBusy);
    const other = createVisitHolds(feedback.beginBusy);
    const saving = visit.beginBusy();
    const loading = visit.beginBusy();
    const elsewhere = other.beginBusy();
    expect(feedback.get().busy).toBe(3);
    loading();
    expect(feedback.get().busy).toBe(2);
    // The screen is left with its save still out: the page is let go of, not the other visit's.
    visit.releaseAll();
    expect(feedback.get().busy).toBe(1);
    // The save answers later: nothing more to end.
    saving();
    expect(feedback.get().busy).toBe(1);
    elsewhere();
    expect(feedback.get().busy).toBe(0);
  });
});
