// `npm run bench`: the performance numbers DESIGN.md asks for, measured rather than timed in tests.
//  1. bundle: gzip size of the JavaScript a first visit to /login downloads, against the budget;
//  2. render: time to draw the login screen from its schema with the real renderer and widgets;
//  3. typing: what 30 characters typed into a field of the work information form (auth-work, drawn
//     from its schema) make React render, and the scripting time per keystroke.
// Exits 1 when the bundle is over budget or typing redraws another field.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstVisitScripts } from './bench/bundle-size.ts';
import { startServer } from './bench/server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BENCH_PORT: another port when 8091 is taken (e.g. by an end-to-end run on this machine).
const port = Number(process.env.BENCH_PORT ?? 8091);
const bundleBudgetBytes = 120 * 1024;
const renderRuns = Number(process.env.BENCH_RENDER_RUNS ?? 200);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (!existsSync(path.join(root, 'dist', 'index.html'))) {
  console.log('dist/ is missing: building first (npm run build)');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

console.log(`Starting the server on port ${port} with an empty data folder...`);
const server = await startServer(root, port);
let loaded;
try {
  loaded = await firstVisitScripts(`${server.url}/login`);
} finally {
  await server.stop();
}
const scripts = loaded.firstVisit;
const raw = scripts.reduce((sum, s) => sum + s.bytes, 0);
const gzip = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
const onFirstUseGzip = loaded.onFirstUse.reduce((sum, s) => sum + s.gzipBytes, 0);

console.log(`\nJavaScript loaded by a first visit to /login (${scripts.length} files):`);
for (const s of [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
  console.log(
    `  ${kb(s.gzipBytes).padStart(9)} gzip  ${kb(s.bytes).padStart(9)} raw  ${new URL(s.url).pathname}`,
  );
}

console.log(
  `\nLoaded on demand once the borrower types and asks for a code (${loaded.onFirstUse.length} files):`,
);
for (const s of [...loaded.onFirstUse].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
  console.log(
    `  ${kb(s.gzipBytes).padStart(9)} gzip  ${kb(s.bytes).padStart(9)} raw  ${new URL(s.url).pathname}`,
  );
}

console.log(`\nRendering the login screen ${renderRuns} times (jsdom, real renderer and widgets)...`);
const renderOutput = execFileSync(
  process.execPath,
  ['--import', 'tsx', 'scripts/bench/render-login.tsx', String(renderRuns)],
  {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const render = JSON.parse(renderOutput.trim().split('\n').pop() ?? '{}') as {
  runs: number;
  medianMs: number;
  p95Ms: number;
  firstMs: number;
};

console.log('\nTyping 30 characters into "Company name" of the work information form (jsdom)...');
const typingOutput = execFileSync(
  process.execPath,
  ['--import', 'tsx', 'scripts/bench/render-auth-work.tsx'],
  {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const typing = JSON.parse(typingOutput.trim().split('\n').pop() ?? '{}') as {
  keystrokes: number;
  rendered: Record<string, number>;
  otherFieldsRendered: number;
  medianMsPerKeystroke: number;
};
console.log('Components rendered while typing (renders in all):');
for (const [name, count] of Object.entries(typing.rendered).sort((a, b) => b[1] - a[1]))
  console.log(`  ${String(count).padStart(5)}  ${name}`);

const overBudget = gzip > bundleBudgetBytes;
const fieldsRedrawn = typing.otherFieldsRendered > 0;
const rows: Array<[string, string, string]> = [
  ['first-visit JS (gzip -9)', kb(gzip), `budget ${kb(bundleBudgetBytes)} ${overBudget ? 'OVER' : 'ok'}`],
  ['first-visit JS (raw)', kb(raw), ''],
  [
    'on-demand JS at first use (gzip -9)',
    kb(onFirstUseGzip),
    'validation and HTTP client, after the first tap',
  ],
  ['login render, first', `${render.firstMs.toFixed(2)} ms`, 'includes warm-up'],
  ['login render, median', `${render.medianMs.toFixed(2)} ms`, `${render.runs} runs`],
  ['login render, p95', `${render.p95Ms.toFixed(2)} ms`, ''],
  [
    'work form: other fields redrawn',
    String(typing.otherFieldsRendered),
    `while typing ${typing.keystrokes} characters ${fieldsRedrawn ? 'REDRAWN' : 'ok'}`,
  ],
  ['work form: per keystroke, median', `${typing.medianMsPerKeystroke.toFixed(2)} ms`, 'scripting in jsdom'],
];
const width = Math.max(...rows.map((r) => r[0].length));
console.log(`\n${'measure'.padEnd(width)}  ${'value'.padStart(10)}  note`);
for (const [name, value, note] of rows) console.log(`${name.padEnd(width)}  ${value.padStart(10)}  ${note}`);

if (fieldsRedrawn) {
  console.error(
    `\nTyping into one field of the work information form redrew other fields ${typing.otherFieldsRendered} times.`,
  );
  process.exitCode = 1;
}
if (overBudget) {
  console.error(
    `\nThe first-visit JavaScript is ${kb(gzip - bundleBudgetBytes)} over the ${kb(bundleBudgetBytes)} gzip budget.`,
  );
  process.exit(1);
}
