// @vitest-environment node
// Proves the lint rule that keeps server text out of the HTML parser fires in the browser code
// (src/, renderer/, widgets/): every way to turn a string into markup is refused, text is not.
import { beforeAll, describe, expect, it } from 'vitest';
import { lintProbe, type LintProbe } from './lint-probe.ts';

const rule = 'no-restricted-syntax';

let probe: LintProbe;
beforeAll(async () => {
  probe = await lintProbe();
}, 60_000);

const rulesFiring = (file: string, code: string) => probe.rulesFiring(file, code);

const markup: Array<[string, string]> = [
  [
    'dangerouslySetInnerHTML in JSX',
    'export const X = (p: { t: string }) => <p dangerouslySetInnerHTML={{ __html: p.t }} />;',
  ],
  [
    'dangerouslySetInnerHTML in props',
    "import { createElement } from 'react';\nexport const x = (t: string) => createElement('p', { dangerouslySetInnerHTML: { __html: t } });",
  ],
  ['srcDoc on a frame', 'export const X = (p: { t: string }) => <iframe title="x" srcDoc={p.t} />;'],
  ['innerHTML', 'export function draw(el: HTMLElement, t: string) {\n  el.innerHTML = t;\n}'],
  ["['innerHTML']", "export function draw(el: HTMLElement, t: string) {\n  el['innerHTML'] += t;\n}"],
  ['outerHTML', 'export function draw(el: HTMLElement, t: string) {\n  el.outerHTML = t;\n}'],
  [
    'insertAdjacentHTML',
    "export function draw(el: HTMLElement, t: string) {\n  el.insertAdjacentHTML('beforeend', t);\n}",
  ],
  [
    'createContextualFragment',
    'export const draw = (t: string) => document.createRange().createContextualFragment(t);',
  ],
  ['document.write', 'export function draw(t: string) {\n  document.write(t);\n}'],
];

describe('no markup from strings in the browser code', () => {
  for (const layer of ['widgets/text/probe.tsx', 'renderer/screen/probe.tsx', 'src/app/probe.tsx']) {
    it.each(markup)(`${layer}: %s is refused`, async (_name, code) => {
      expect(await rulesFiring(layer, code)).toContain(rule);
    });
  }

  it('text drawn as text, and a test building a DOM fixture, pass', async () => {
    const text =
      'export const X = (p: { t: string }) => <p>{p.t}</p>;\nexport const y = (el: HTMLElement, t: string) => void (el.textContent = t);';
    expect(await rulesFiring('widgets/text/probe.tsx', text)).not.toContain(rule);
    const fixture = 'document.body.innerHTML = \'<input id="a" />\';\nexport {};';
    expect(await rulesFiring('src/gallery/probe.test.ts', fixture)).not.toContain(rule);
  });
});
