import { afterEach, describe, expect, it, vi } from 'vitest';
import { containScrolling } from './contain-scrolling.ts';

const focus = HTMLElement.prototype.focus;
const scrollIntoView = Element.prototype.scrollIntoView;
afterEach(() => {
  HTMLElement.prototype.focus = focus;
  Element.prototype.scrollIntoView = scrollIntoView;
  vi.restoreAllMocks();
});

describe('a frame inside the index page', () => {
  it("reveals what a script focuses or scrolls to within its own page, never moving the index's focus", () => {
    const scrolls: Array<[number, number]> = [];
    vi.spyOn(window, 'scrollBy').mockImplementation(
      ((x: number, y: number) => void scrolls.push([x, y])) as typeof window.scrollBy,
    );
    containScrolling(window);

    document.body.innerHTML = '<input id="below" /><input id="seen" />';
    const below = document.getElementById('below')!;
    const seen = document.getElementById('seen')!;
    vi.spyOn(below, 'getBoundingClientRect').mockReturnValue(
      new DOMRect(0, window.innerHeight + 100, 200, 40),
    );
    vi.spyOn(seen, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 10, 200, 40));

    below.focus();
    expect(document.activeElement).toBe(document.body);
    expect(scrolls).toEqual([[0, 156]]);
    seen.focus();
    below.focus({ preventScroll: true });
    expect(scrolls).toEqual([[0, 156]]);
    below.scrollIntoView();
    expect(scrolls).toEqual([
      [0, 156],
      [0, 156],
    ]);
  });
});
