import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetFactsOnly } from './widget-facts-only.ts';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = widgetFactsOnly().transform as unknown as Transform;

describe('widget-facts-only (client build)', () => {
  it('keeps only the x-widget block of a widget props schema', () => {
    const file = path.resolve(import.meta.dirname, '../../widgets/button/props.schema.json');
    const source = readFileSync(file, 'utf8');
    const kept = JSON.parse(transform(source, file)!.code);
    expect(kept).toEqual({ 'x-widget': JSON.parse(source)['x-widget'] });
    expect(source.length).toBeGreaterThan(JSON.stringify(kept).length * 3);
  });

  it('leaves every other file alone', () => {
    expect(transform('{"id":"login"}', '/app/schemas/screens/login.json')).toBeNull();
  });
});
