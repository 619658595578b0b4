import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The page runs under a strict Content-Security-Policy: the evaluator must never compile code.
describe('the expression evaluator', () => {
  it('uses neither eval nor the Function constructor', () => {
    const folder = import.meta.dirname;
    const sources = readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    expect(sources.length).toBeGreaterThan(5);
    for (const name of sources) {
      // Comments may name what the code must not do; only code counts.
      const text = readFileSync(join(folder, name), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      expect(text, name).not.toMatch(/\beval\s*\(|new\s+Function\b|\bFunction\s*\(/);
    }
  });
});
