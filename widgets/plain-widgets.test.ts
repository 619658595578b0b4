// A widget marked `plain` is called in place by the renderer, inside the render of another component
// (renderer/screen/draw-in-place.tsx): a hook in it would become that component's hook and break it
// as soon as the node is hidden or shown. Outside a render React has no dispatcher, so calling a
// component that uses a hook throws: each plain widget is called that way with valid props.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawnDefinition, type WidgetComponentProps, type WidgetDefinition } from '../renderer/widget-api.ts';
import { registry } from './registry.ts';

interface PropSchema {
  type?: string | string[];
  enum?: unknown[];
}

/** The smallest props the widget's schema accepts: each required prop with a value of its type. */
function sampleProps(type: string): Record<string, unknown> {
  const folder = type.replace(/[A-Z]/g, (letter, at: number) => (at === 0 ? '' : '-') + letter.toLowerCase());
  const schema = JSON.parse(readFileSync(join(import.meta.dirname, folder, 'props.schema.json'), 'utf8')) as {
    properties: Record<string, PropSchema>;
    required: string[];
  };
  return Object.fromEntries(
    schema.required.map((name) => {
      const prop = schema.properties[name]!;
      if (prop.enum) return [name, prop.enum[0]];
      const types = [prop.type].flat();
      if (types.includes('string')) return [name, 'Sample'];
      if (types.includes('number')) return [name, 1];
      if (types.includes('boolean')) return [name, true];
      if (types.includes('array')) return [name, []];
      return [name, {}];
    }),
  );
}

function callOutsideRender(definition: WidgetDefinition<unknown>, props: unknown): ReactNode {
  const component = definition.component as (input: WidgetComponentProps<unknown>) => ReactNode;
  return component({ props, children: 'child', fire: async () => undefined, has: () => false });
}

afterEach(() => vi.restoreAllMocks());

// Every widget's own code, on-demand ones included (their stand-ins are not plain).
await Promise.all(Object.values(registry).map((widget) => widget.preload?.()));
const plain = Object.values(registry)
  .map((widget) => drawnDefinition(widget))
  .filter((widget) => widget.plain);
const byType = new Map(plain.map((widget) => [widget.type, widget]));

describe('plain widgets', () => {
  it('include the widgets most screens are made of', () => {
    expect(plain.map((widget) => widget.type)).toEqual(
      expect.arrayContaining(['Text', 'Tag', 'KeyValue', 'Card', 'Row', 'Column']),
    );
  });

  it.each(plain.map((widget) => widget.type))('%s calls no hook, so it can be drawn in place', (type) => {
    const complaints = vi.spyOn(console, 'error');
    expect(() => callOutsideRender(byType.get(type)!, sampleProps(type))).not.toThrow();
    expect(complaints).not.toHaveBeenCalled();
  });

  it('a widget that calls a hook fails that check', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Counter() {
      return String(useState(0)[0]);
    }
    const counter: WidgetDefinition<unknown> = { type: 'Counter', since: 1, plain: true, component: Counter };
    expect(() => callOutsideRender(counter, {})).toThrow();
  });
});
