import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetFactsOnly } from './widget-facts-only.ts';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = widgetFactsOnly().transform as unknown as Transform;

const keptOf = (folder: string) => {
  const file = path.resolve(import.meta.dirname, `../../widgets/${folder}/props.schema.json`);
  const source = readFileSync(file, 'utf8');
  return { source, kept: JSON.parse(transform(source, file)!.code) };
};

describe('widget-facts-only (client build)', () => {
  it('keeps only the x-widget block of a widget props schema', () => {
    const { source, kept } = keptOf('button');
    expect(kept).toEqual({ 'x-widget': JSON.parse(source)['x-widget'], properties: {} });
    expect(source.length).toBeGreaterThan(JSON.stringify(kept).length * 3);
  });

  it("keeps the patterns widgets enforce at run time (Link's safe href)", () => {
    const { source, kept } = keptOf('link');
    expect(kept.properties.href.pattern).toBe(JSON.parse(source).properties.href.pattern);
  });

  it('leaves every other file alone', () => {
    expect(transform('{"id":"login"}', '/app/schemas/screens/login.json')).toBeNull();
  });
});
