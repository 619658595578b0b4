// `npm run bench:smoke` (part of `npm test`): runs every benchmark of `npm run bench` that draws a
// screen, a few times each, so a change that breaks the benchmark fails CI instead of the next
// person who measures. It checks what the benchmarks check, not their timings:
//  - the login screen draws from its schema in jsdom;
//  - typing into "Company name" of the work-info form redraws no other field;
//  - in Chromium, both versions of the order detail and the work-info form draw with their texts
//    and take the keyboard.
// Lighthouse and the first-visit bundle are left to `npm run bench` and the build's size check
// (bundle-budget.spec.ts): they time, they do not break.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareRendering } from './bench/browser/render-compare.ts';
import { runJsdomBench, type LoginRender, type WorkFormTyping } from './bench/jsdom-runs.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const problems: string[] = [];
const started = Date.now();

console.log('Drawing the login screen 3 times (jsdom)...');
const render = runJsdomBench<LoginRender>(root, 'scripts/bench/render-login.tsx', ['3']);
if (render.runs !== 3 || !Number.isFinite(render.medianMs))
  problems.push(`the login render reported ${JSON.stringify(render)}`);

console.log('Typing into "Company name" of the work information form (jsdom)...');
const typing = runJsdomBench<WorkFormTyping>(root, 'scripts/bench/render-auth-work.tsx');
if (typing.otherFieldsRendered > 0)
  problems.push(`typing into "Company name" redrew ${typing.otherFieldsRendered} other field renders`);

console.log('Drawing and typing into both versions of each screen (Chromium)...');
// compareRendering throws when a version draws without its texts or loses a keystroke.
const compared = await compareRendering({ drawRuns: 1, typingRounds: 1, cpuSlowdown: 1 });
const figures = [
  compared.draw.order.sdui.drawScriptMs.median,
  compared.draw.order.hand.drawScriptMs.median,
  compared.draw.work.sdui.drawScriptMs.median,
  compared.draw.work.hand.drawScriptMs.median,
  compared.typing.sdui.median,
  compared.typing.hand.median,
];
if (!figures.every((figure) => Number.isFinite(figure) && figure >= 0))
  problems.push(`the browser comparison reported ${JSON.stringify(figures)}`);

if (problems.length > 0) {
  console.error(`\nThe benchmarks are broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`The benchmarks run (${((Date.now() - started) / 1000).toFixed(1)} s; timings not checked).`);
