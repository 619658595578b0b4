import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTabDrafts, createTabDrafts, tabDrafts } from './tab-drafts.ts';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("forms' drafts in the tab", () => {
  it('keeps, reads and removes a draft under its own key', () => {
    tabDrafts.write('bank.add#card', { account: '123456789012', agree: true });
    expect(sessionStorage.getItem('draft:bank.add#card')).toBe('{"account":"123456789012","agree":true}');
    expect(tabDrafts.read('bank.add#card')).toEqual({ account: '123456789012', agree: true });
    tabDrafts.remove('bank.add#card');
    expect(tabDrafts.read('bank.add#card')).toBeUndefined();
  });

  it('reads nothing from a value that is not a draft (edited by hand, another build)', () => {
    for (const text of ['not json', '[1,2]', 'null', '"text"', '']) {
      sessionStorage.setItem('draft:x#y', text);
      expect(tabDrafts.read('x#y'), text).toBeUndefined();
    }
  });

  it('keeps nothing, and throws nothing, where storage refuses', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => tabDrafts.write('x#y', { a: '1' })).not.toThrow();
    expect(tabDrafts.read('x#y')).toBeUndefined();
  });

  it('keeps nothing while the session says no (a screen left after sign out)', () => {
    let signedIn = true;
    const drafts = createTabDrafts(() => signedIn);
    drafts.write('bank.add#card', { account: '1' });
    signedIn = false;
    clearTabDrafts();
    drafts.write('bank.add#card', { account: '123456789012' });
    expect(drafts.read('bank.add#card')).toBeUndefined();
  });

  it('clears every draft and nothing else', () => {
    tabDrafts.write('a#one', { a: '1' });
    tabDrafts.write('b#two', { b: '2' });
    sessionStorage.setItem('chunk-reload', '1');
    clearTabDrafts();
    expect([...Array(sessionStorage.length).keys()].map((index) => sessionStorage.key(index))).toEqual([
      'chunk-reload',
    ]);
  });
});
