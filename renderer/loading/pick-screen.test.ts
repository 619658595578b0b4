import { describe, expect, it } from 'vitest';
import type { ScreenDocument } from '../document/types.ts';
import { RENDERER_FORMAT } from '../format.ts';
import { isScreenDocument } from './check-document.ts';
import { pickScreen } from './pick-screen.ts';
import { upgradeServed } from './upgrade-served.ts';

const bundled: ScreenDocument = { id: 'home', format: RENDERER_FORMAT, version: 3, body: [] };
const served = { id: 'home', format: RENDERER_FORMAT, version: 4, body: [{ type: 'Text' }] };

describe('pickScreen', () => {
  it('draws the served copy when it is usable', () => {
    expect(pickScreen('home', served, bundled)).toEqual({ document: served, origin: 'served' });
  });

  it('draws an older served copy once upgraded: a format-1 Link says label', async () => {
    const old = {
      id: 'home',
      format: 1,
      version: 4,
      body: [{ type: 'Link', props: { text: 'Call us', href: 'tel:+911234567890' } }],
    };
    expect(pickScreen('home', old, bundled)).toEqual({ document: bundled, origin: 'bundled' });
    expect(pickScreen('home', await upgradeServed(old), bundled)).toEqual({
      document: {
        ...old,
        format: RENDERER_FORMAT,
        body: [{ type: 'Link', props: { label: 'Call us', href: 'tel:+911234567890' } }],
      },
      origin: 'served',
    });
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
