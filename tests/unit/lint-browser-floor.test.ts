// @vitest-environment node
// Proves the lint rules that hold the shipped browser code (src/, renderer/, widgets/) to the oldest
// supported browsers, Chrome 84 and Safari 14.1 (decision 0048): a built-in they lack is refused
// unless the app provides it or checks that it exists; tests and the staff gallery are free.
import { beforeAll, describe, expect, it } from 'vitest';
import { lintProbe, type LintProbe } from './lint-probe.ts';

let probe: LintProbe;
beforeAll(async () => {
  probe = await lintProbe();
}, 60_000);

const rulesFiring = (file: string, code: string) => probe.rulesFiring(file, code);

const newer: Array<[string, string]> = [
  ['structuredClone', 'export const copy = (v: object) => structuredClone(v);'],
  ['Promise.any', 'export const first = (p: Promise<number>[]) => Promise.any(p);'],
  ['an array literal .at', 'export const last = [1, 2].at(-1);'],
  ['.at on a value of unknown type', 'export const last = (list: number[]) => list.at(-1);'],
  ['.findLast', 'export const last = (list: number[]) => list.findLast((n) => n > 1);'],
  ['.replaceAll', "export const spaced = (s: string) => s.replaceAll('_', ' ');"],
  ['.toSorted', 'export const sorted = (list: number[]) => list.toSorted();'],
  // Safari before 16.4 cannot parse it: the whole script would fail, not just this line.
  ['a lookbehind', "export const afterDigit = (s: string) => s.replace(/(?<=\\d)x/g, '');"],
];

describe('the browser code keeps to Chrome 84 and Safari 14.1', () => {
  for (const layer of ['widgets/text/probe.tsx', 'renderer/screen/probe.ts', 'src/app/probe.ts']) {
    it.each(newer)(`${layer}: %s is refused`, async (_name, code) => {
      const fired = await rulesFiring(layer, code);
      expect(fired.some((id) => id === 'compat/compat' || id === 'no-restricted-syntax')).toBe(true);
    });
  }

  it('Object.hasOwn passes: src/platform/older-browsers.ts provides it', async () => {
    const code = "export const own = (o: object) => Object.hasOwn(o, 'x');";
    expect(await rulesFiring('renderer/expressions/probe.ts', code)).toEqual([]);
  });

  it('an index, and tests and the staff gallery, pass', async () => {
    expect(
      await rulesFiring('widgets/text/probe.ts', 'export const last = (l: number[]) => l[l.length - 1];'),
    ).toEqual([]);
    const modern = 'export const copy = (v: number[]) => structuredClone(v).at(-1);';
    expect(await rulesFiring('widgets/text/probe.test.ts', modern)).toEqual([]);
    expect(await rulesFiring('src/gallery/probe.ts', modern)).toEqual([]);
  });
});
