import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_NAMES } from '../../renderer/expressions/functions.ts';
import { OPERATORS } from '../../renderer/expressions/operators.ts';
import { defOf, type SchemaJson } from './schema-json.test-support.ts';
import { generateReference, REFERENCE_FILE } from './schema-reference.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as SchemaJson;

/** The newest meta-schema, found here independently of the generator. */
function newestMeta(): SchemaJson {
  const newest = fs
    .readdirSync(path.join(ROOT, 'schemas/meta'))
    .map((name) => Number(/^screen\.v(\d+)\.schema\.json$/.exec(name)?.[1]))
    .filter((n) => !Number.isNaN(n))
    .sort((a, b) => b - a)[0];
  return readJson(`schemas/meta/screen.v${newest}.schema.json`);
}

function widgetSchemas(): SchemaJson[] {
  return fs
    .readdirSync(path.join(ROOT, 'widgets'))
    .filter((folder) => fs.existsSync(path.join(ROOT, 'widgets', folder, 'props.schema.json')))
    .map((folder) => readJson(`widgets/${folder}/props.schema.json`));
}

/** The text of one `### heading` section, up to the next heading of that level or above. */
function section(text: string, heading: string): string {
  const start = text.indexOf(`\n### ${heading}\n`);
  expect(start, `the reference has no section "### ${heading}"`).toBeGreaterThanOrEqual(0);
  const rest = text.slice(start + 1);
  const end = rest.slice(1).search(/\n#{1,3} /);
  return end === -1 ? rest : rest.slice(0, end + 1);
}

let reference = '';
beforeAll(async () => {
  reference = await generateReference({ root: ROOT, metaDir: 'schemas/meta', widgetsDir: 'widgets' });
}, 30_000);

describe('docs/schema-reference.md', () => {
  it('describes every widget, with every prop in its table and in at least one example node', () => {
    const schemas = widgetSchemas();
    expect(schemas.length).toBeGreaterThan(20);
    for (const schema of schemas) {
      const facts = schema['x-widget']!;
      const type = facts.type;
      const text = section(reference, type);
      expect(text).toContain(`- Since format ${facts.since}`);
      expect(text).toContain('```json');
      expect(text).toContain(`"type": "${type}"`);
      for (const prop of Object.keys(schema.properties ?? {})) {
        expect(text, `${type}.${prop} in the props table`).toMatch(new RegExp(`^\\| \`${prop}\` +\\|`, 'm'));
        expect(text, `${type}.${prop} in an example`).toMatch(new RegExp(`"${prop}":`));
      }
    }
  });

  it('describes every action kind of the newest meta-schema, with an example of it', () => {
    const kinds = defOf(newestMeta(), 'action').properties!.action!.enum as string[];
    expect(kinds).toContain('navigate');
    for (const kind of kinds) {
      const text = section(reference, `Action \`${kind}\``);
      expect(text).toMatch(new RegExp(`"action": "${kind}"`));
    }
  });

  it('describes every operator and function, of the meta-schema and of the renderer, each with an example', () => {
    const meta = newestMeta();
    const operators = new Set([
      ...Object.keys(defOf(meta, 'operator').else!.properties!),
      ...Object.keys(OPERATORS),
    ]);
    const functions = new Set([
      ...(defOf(meta, 'functionCall').properties!.$fn!.enum as string[]),
      ...FUNCTION_NAMES,
    ]);
    expect(functions.size).toBe(FUNCTION_NAMES.length);
    for (const operator of operators) {
      expect(section(reference, `Operator \`${operator}\``)).toContain(`{ "${operator}": `);
    }
    for (const name of functions) {
      expect(section(reference, `Function \`${name}\``)).toContain(`{ "$fn": "${name}", "args": [`);
    }
  });

  it('is formatted by prettier and the same on every run, whatever the day', async () => {
    const file = path.join(ROOT, REFERENCE_FILE);
    const options = { ...((await prettier.resolveConfig(file)) ?? {}), filepath: file };
    expect(await prettier.check(reference, options)).toBe(true);
    const again = await generateReference({ root: ROOT, metaDir: 'schemas/meta', widgetsDir: 'widgets' });
    expect(again).toBe(reference);
    expect(reference).not.toContain(new Date().toISOString().slice(0, 10));
  }, 30_000);

  it('links only to headings that exist', () => {
    const slugs = new Set(
      [...reference.matchAll(/^#{1,3} (.+)$/gm)].map((m) =>
        m[1]!
          .toLowerCase()
          .replace(/[^\p{L}\p{N}\s_-]/gu, '')
          .trim()
          .replace(/\s/g, '-'),
      ),
    );
    const targets = [...reference.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1]!);
    expect(targets.length).toBeGreaterThan(50);
    expect(targets.filter((t) => !slugs.has(t))).toEqual([]);
  });
});
