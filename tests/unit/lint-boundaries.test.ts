// @vitest-environment node
// Proves the lint rules that hold DESIGN.md's dependency directions actually fire: each case lints a
// probe file placed (virtually) in one layer that imports a real file of another layer.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const rendererPublicApi = ['widget-api.ts', 'form-field-api.ts', 'services-api.ts', 'format.ts'];

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
});

/** A real source file of a layer (the rule only fires for imports that resolve on disk). */
function someFileIn(layer: string, accept: (relative: string) => boolean = () => true): string {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  const found = walk(path.join(root, layer))
    .map((full) => path.relative(path.join(root, layer), full).split(path.sep).join('/'))
    .filter(
      (relative) =>
        /\.tsx?$/.test(relative) &&
        !relative.endsWith('.test.ts') &&
        !relative.endsWith('.test.tsx') &&
        accept(relative),
    )
    .sort();
  if (found.length === 0) throw new Error(`no source file in ${layer}/ to import for this check`);
  return `${layer}/${found[0]}`;
}

/** Lints `code` as if it were the file `probe` (path from the repo root). */
async function lint(probe: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, probe) });
  return result?.messages ?? [];
}

function importFrom(probe: string, target: string): string {
  let specifier = path.posix.relative(path.posix.dirname(probe), target);
  if (!specifier.startsWith('.')) specifier = `./${specifier}`;
  return `import * as target from '${specifier}';\nexport const used = target;\n`;
}

const ruleIds = (messages: Linter.LintMessage[]) => messages.map((m) => m.ruleId);
const boundary = 'import-x/no-restricted-paths';

describe('import boundaries', () => {
  const forbidden: Array<[string, string, () => string]> = [
    ['renderer', 'a concrete widget', () => someFileIn('widgets')],
    ['renderer', 'the app shell', () => someFileIn('src')],
    ['renderer', 'the server', () => someFileIn('server')],
    ['widgets', 'the app shell', () => someFileIn('src')],
    ['widgets', 'the server', () => someFileIn('server')],
    ['widgets', "the renderer's inside", () => someFileIn('renderer', (f) => !rendererPublicApi.includes(f))],
    ['src', 'the server', () => someFileIn('server')],
    ['server', 'the renderer', () => 'renderer/widget-api.ts'],
    ['server', 'a widget', () => someFileIn('widgets')],
    ['server', 'the app shell', () => someFileIn('src')],
    ['scripts', 'the app shell', () => someFileIn('src')],
  ];
  it.each(forbidden)('%s/ may not import %s', async (layer, _what, target) => {
    const probe = `${layer}/boundary-probe.ts`;
    const messages = await lint(probe, importFrom(probe, target()));
    expect(ruleIds(messages)).toContain(boundary);
  });

  const allowed: Array<[string, string, () => string]> = [
    ['widgets', 'renderer/widget-api.ts', () => 'renderer/widget-api.ts'],
    ['widgets', 'renderer/services-api.ts', () => 'renderer/services-api.ts'],
    ['src', 'the renderer', () => 'renderer/widget-api.ts'],
    ['src', 'a widget', () => someFileIn('widgets')],
    ['scripts', 'the renderer', () => 'renderer/widget-api.ts'],
  ];
  it.each(allowed)('%s/ may import %s', async (layer, _what, target) => {
    const probe = `${layer}/boundary-probe.ts`;
    const messages = await lint(probe, importFrom(probe, target()));
    expect(ruleIds(messages)).not.toContain(boundary);
  });

  it('names the rule the import breaks in the message', async () => {
    const probe = 'renderer/boundary-probe.ts';
    const messages = await lint(probe, importFrom(probe, someFileIn('widgets')));
    expect(messages.find((m) => m.ruleId === boundary)?.message).toMatch(/never imports a concrete widget/);
  });
});

describe('other house rules', () => {
  it('rejects barrel files named index.ts', async () => {
    expect(ruleIds(await lint('widgets/index.ts', 'export const x = 1;\n'))).toContain('local/no-index-file');
    expect(ruleIds(await lint('widgets/button-probe.ts', 'export const x = 1;\n'))).not.toContain(
      'local/no-index-file',
    );
  });

  it('rejects console in client code but allows it in scripts', async () => {
    const code = 'console.log("hi");\nexport {};\n';
    expect(ruleIds(await lint('renderer/console-probe.ts', code))).toContain('no-console');
    expect(ruleIds(await lint('src/console-probe.ts', code))).toContain('no-console');
    expect(ruleIds(await lint('scripts/console-probe.ts', code))).not.toContain('no-console');
    expect(ruleIds(await lint('server/main.ts', code))).not.toContain('no-console');
  });

  it('rejects explicit any', async () => {
    expect(ruleIds(await lint('renderer/any-probe.ts', 'export const x: any = 1;\n'))).toContain(
      '@typescript-eslint/no-explicit-any',
    );
  });
});
