import { afterEach, describe, expect, it } from 'vitest';
import { answeredRecently, rememberAnswer } from './consent-memory.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 0, 31);

afterEach(() => localStorage.clear());

describe('location card memory', () => {
  it('rests for the given days after an answer, then asks again', () => {
    expect(answeredRecently('k', 30, now)).toBe(false);
    rememberAnswer('k', now - 30 * DAY + 1);
    expect(answeredRecently('k', 30, now)).toBe(true);
    rememberAnswer('k', now - 30 * DAY);
    expect(answeredRecently('k', 30, now)).toBe(false);
  });

  it('treats a damaged entry as no answer', () => {
    localStorage.setItem('k', 'yesterday');
    expect(answeredRecently('k', 30, now)).toBe(false);
  });
});
