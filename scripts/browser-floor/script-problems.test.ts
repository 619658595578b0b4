// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { scriptProblems } from './script-problems.ts';

describe('what the oldest supported browsers cannot parse in a built script', () => {
  it('passes ES2020: optional chaining, nullish coalescing, dynamic import, named groups', () => {
    const code =
      "export const f = async (a) => (a?.b ?? 0) + (await import('./x.js')).y;\nconst d = /(?<day>\\d{2})-(?=\\d)/u;";
    expect(scriptProblems(code)).toEqual([]);
  });

  it('refuses syntax after ES2020, which the build target should have lowered', () => {
    expect(scriptProblems('let a; a ??= 1;')).toEqual([expect.stringMatching(/^not ES2020: /)]);
    expect(scriptProblems('class A { static { } }')).toEqual([expect.stringMatching(/^not ES2020: /)]);
    expect(scriptProblems('const r = /x/d;')).toEqual([expect.stringMatching(/^not ES2020: /)]);
  });

  it('refuses a lookbehind, which no target lowers, naming its line', () => {
    expect(scriptProblems("const ok = 1;\nconst r = /(?<=\\d)x/g;\nconst s = 'x'.split(/(?<!a)b/);")).toEqual(
      [
        'a lookbehind in /(?<=\\d)x/ at line 2 (Safari before 16.4)',
        'a lookbehind in /(?<!a)b/ at line 3 (Safari before 16.4)',
      ],
    );
  });

  it('does not take a string or a division for a regular expression', () => {
    expect(scriptProblems("const s = '(?<=x)'; const q = 4 / 2 / 1;")).toEqual([]);
  });
});
