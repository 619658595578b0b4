import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from './icon/glyphs.tsx';
import * as displayWidgets from './display-widgets.ts';
import { firstScreenTypes, registry } from './registry.ts';

const root = import.meta.dirname;
const folders = readdirSync(root).filter((name) => statSync(join(root, name)).isDirectory());
/** `text-field` -> `TextField`: each folder is named after its widget type (docs/adding-a-widget.md). */
const typeOf = (folder: string) =>
  folder.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());

function readSchema(folder: string) {
  return JSON.parse(readFileSync(join(root, folder, 'props.schema.json'), 'utf8'));
}

describe('widget registry', () => {
  it('registers one widget per folder, under the folder name', () => {
    expect(Object.keys(registry).sort()).toEqual(folders.map(typeOf).sort());
  });

  it.each(folders)('%s: the definition carries the facts of its props.schema.json', (folder) => {
    const schema = readSchema(folder);
    const widget = registry[typeOf(folder)]!;
    expect(schema['x-widget'].type).toBe(typeOf(folder));
    expect({
      type: widget.type,
      since: widget.since,
      events: widget.events,
      container: widget.container,
    }).toEqual(schema['x-widget']);
  });

  it.each(folders)('%s: props are a closed JSON Schema object', (folder) => {
    const schema = readSchema(folder);
    expect(schema.type).toBe('object');
    expect(schema.additionalProperties).toBe(false);
    expect(typeof schema.properties).toBe('object');
    expect(Array.isArray(schema.required)).toBe(true);
    for (const name of schema.required) expect(Object.keys(schema.properties)).toContain(name);
  });

  it.each(folders)('%s: every icon prop offers exactly the drawable glyphs', (folder) => {
    const schema = readSchema(folder);
    for (const [name, prop] of Object.entries<{ enum?: unknown[] }>(schema.properties)) {
      if (name === 'icon' || (folder === 'icon' && name === 'name'))
        expect(prop.enum).toEqual([...ICON_NAMES]);
    }
  });
});

/** Every `type` named anywhere in a screen document (widgets sit in bodies, dialogs, children...). */
function typesIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) typesIn(item, into);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.type === 'string') into.add(record.type);
    for (const child of Object.values(record)) typesIn(child, into);
  }
  return into;
}

describe('widgets in the first download', () => {
  const screensDir = join(root, '..', 'schemas', 'screens');
  const firstScreens = readdirSync(screensDir).filter(
    (file) => file === 'login.json' || file.startsWith('overlay.'),
  );

  it.each(firstScreens)('%s draws only widgets of the first download (no wait, no flicker)', (file) => {
    const document = JSON.parse(readFileSync(join(screensDir, file), 'utf8'));
    const drawn = [...typesIn(document)].filter((type) => Object.hasOwn(registry, type));
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.filter((type) => !firstScreenTypes.has(type))).toEqual([]);
  });

  it('fetches every other widget on demand', () => {
    const onDemand = Object.values(registry).filter((widget) => !firstScreenTypes.has(widget.type));
    expect(onDemand.length).toBeGreaterThan(10);
    for (const widget of onDemand) expect(typeof widget.preload, widget.type).toBe('function');
  });
});

describe('the display widgets, fetched as one chunk (decision 0116)', () => {
  const screensDir = join(root, '..', 'schemas', 'screens');
  const screens = readdirSync(screensDir).map((file) =>
    typesIn(JSON.parse(readFileSync(join(screensDir, file), 'utf8'))),
  );
  const grouped = Object.values(displayWidgets);

  it.each(grouped.map((widget) => widget.type))(
    '%s is drawn by more than one screen, has no form field and is fetched on demand',
    (type) => {
      expect(screens.filter((types) => types.has(type)).length).toBeGreaterThan(1);
      const folder = folders.find((name) => typeOf(name) === type)!;
      expect(Object.keys(readSchema(folder).properties)).not.toContain('field');
      expect(firstScreenTypes.has(type)).toBe(false);
    },
  );

  it('the registry loads each of them under its own type', async () => {
    for (const widget of grouped) {
      const registered = registry[widget.type]!;
      await registered.preload?.();
      expect(registered.loaded?.(), widget.type).toBe(widget);
    }
  });
});
