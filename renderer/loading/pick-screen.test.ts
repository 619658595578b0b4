import { describe, expect, it } from 'vitest';
import type { ScreenDocument } from '../document/types.ts';
import { RENDERER_FORMAT } from '../format.ts';
import { isScreenDocument } from './check-document.ts';
import { pickScreen } from './pick-screen.ts';

const bundled: ScreenDocument = { id: 'home', format: 1, version: 3, body: [] };
const served = { id: 'home', format: 1, version: 4, body: [{ type: 'Text' }] };

describe('pickScreen', () => {
  it('draws the served copy when it is usable', () => {
    expect(pickScreen('home', served, bundled)).toEqual({ document: served, origin: 'served' });
  });

  it.each([
    ['nothing served', undefined],
    ['a newer format', { ...served, format: RENDERER_FORMAT + 1 }],
    ['another screen', { ...served, id: 'login' }],
    ['a body that is not a list', { ...served, body: {} }],
    ['no format', { id: 'home', body: [] }],
    ['not an object', 'home'],
  ])('falls back to the bundled copy for %s', (_name, value) => {
    expect(pickScreen('home', value, bundled)).toEqual({ document: bundled, origin: 'bundled' });
  });

  it('has nothing to draw without either copy', () => {
    expect(pickScreen('home', null, undefined)).toBeUndefined();
    expect(isScreenDocument([])).toBe(false);
  });
});
