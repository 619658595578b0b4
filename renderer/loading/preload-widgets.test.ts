import { describe, expect, it } from 'vitest';
import { widgetTypesOf } from '../document/widget-types.ts';
import type { WidgetRegistry } from '../widget-api.ts';
import { preloadWidgets } from './preload-widgets.ts';

const document = {
  id: 'x',
  body: [{ type: 'Column', children: [{ type: 'Table', props: {} }] }],
  dialogs: { d: { body: [{ type: 'Select', fallback: { type: 'Text' } }] } },
  onEnter: [{ type: 'toast' }],
};

describe('the widgets of a document', () => {
  it('are found in the body, children, dialogs and fallbacks', () => {
    expect([...widgetTypesOf(document)].sort()).toEqual(['Column', 'Select', 'Table', 'Text', 'toast']);
  });

  const fetched: string[] = [];
  const onDemand = (type: string, fails = false) => ({
    type,
    since: 1,
    component: () => null,
    preload: async () => {
      fetched.push(type);
      if (fails) throw new Error(`${type} offline`);
    },
  });

  it('are fetched before drawing when on demand', async () => {
    fetched.length = 0;
    const registry: WidgetRegistry = {
      Column: { type: 'Column', since: 1, component: () => null },
      Table: onDemand('Table'),
      Select: onDemand('Select'),
      Unused: onDemand('Unused'),
    };
    await expect(preloadWidgets(registry, document)).resolves.toBeUndefined();
    expect(fetched.sort()).toEqual(['Select', 'Table']);
  });

  it('that cannot all be fetched stop the screen, once every fetch has settled', async () => {
    fetched.length = 0;
    let tableArrived = false;
    const registry: WidgetRegistry = {
      Table: {
        ...onDemand('Table'),
        preload: () => new Promise((done) => setTimeout(done, 5)).then(() => void (tableArrived = true)),
      },
      Select: onDemand('Select', true),
    };
    await expect(preloadWidgets(registry, document)).rejects.toThrow('Select offline');
    expect(tableArrived).toBe(true);
  });
});
