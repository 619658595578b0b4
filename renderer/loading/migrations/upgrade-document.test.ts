import { describe, expect, it } from 'vitest';
import { RENDERER_FORMAT } from '../../format.ts';
import { MIGRATION_STEPS, upgradeDocument } from './upgrade-document.ts';

const link = { type: 'Link', props: { text: 'Call us', href: 'tel:+911234567890' } };
const v1 = { id: 'help', format: 1, version: 4, body: [link] };

describe('upgradeDocument', () => {
  it('has a step from every older format up to the one this renderer draws', () => {
    for (let format = 1; format < RENDERER_FORMAT; format++) expect(MIGRATION_STEPS.has(format)).toBe(true);
  });

  it('brings a format-1 document up to the renderer format, content version unchanged', () => {
    expect(upgradeDocument(v1)).toEqual({
      id: 'help',
      format: RENDERER_FORMAT,
      version: 4,
      body: [{ type: 'Link', props: { label: 'Call us', href: 'tel:+911234567890' } }],
    });
  });

  it('gives back a document already of the target format as it is', () => {
    const v2 = {
      id: 'help',
      format: 2,
      version: 5,
      body: [{ type: 'Link', props: { label: 'x', href: 'tel:1' } }],
    };
    expect(upgradeDocument(v2, 2)).toBe(v2);
    expect(upgradeDocument(v1, 1)).toBe(v1);
  });

  it('is idempotent: upgrading an upgraded document changes nothing', () => {
    const once = upgradeDocument(v1);
    expect(upgradeDocument(once)).toBe(once);
  });

  it.each([
    ['a newer format', { ...v1, format: RENDERER_FORMAT + 1 }],
    ['format 0', { ...v1, format: 0 }],
    ['a format in words', { ...v1, format: '1' }],
    ['a fractional format', { ...v1, format: 1.5 }],
    ['no format', { id: 'help', body: [] }],
    ['a list', [v1]],
    ['nothing', undefined],
  ])('refuses %s', (_name, document) => {
    expect(upgradeDocument(document)).toBeUndefined();
  });

  it('refuses a target no migration reaches yet', () => {
    expect(upgradeDocument(v1, RENDERER_FORMAT + 1)).toBeUndefined();
  });
});
