import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { defOf, type SchemaJson } from './schema-json.test-support.ts';
import { generateReference, ReferenceExampleError } from './schema-reference.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const temporary: string[] = [];
afterEach(() => temporary.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A copy of the project's meta-schemas and widget props schemas to break on purpose. */
function copyTree(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'schema-reference-'));
  temporary.push(root);
  fs.cpSync(path.join(ROOT, 'schemas/meta'), path.join(root, 'meta'), {
    recursive: true,
    filter: (source) => !source.endsWith('.json') || /screen\.v\d+\.schema\.json$/.test(source),
  });
  for (const folder of fs.readdirSync(path.join(ROOT, 'widgets'))) {
    const schema = path.join(ROOT, 'widgets', folder, 'props.schema.json');
    if (!fs.existsSync(schema)) continue;
    fs.mkdirSync(path.join(root, 'widgets', folder), { recursive: true });
    fs.copyFileSync(schema, path.join(root, 'widgets', folder, 'props.schema.json'));
  }
  return root;
}

function newestMetaFile(root: string): string {
  const formats = fs
    .readdirSync(path.join(root, 'meta'))
    .map((name) => Number(/^screen\.v(\d+)\.schema\.json$/.exec(name)?.[1]))
    .filter((n) => !Number.isNaN(n));
  return `meta/screen.v${Math.max(...formats)}.schema.json`;
}

function edit(root: string, file: string, change: (json: SchemaJson) => void): void {
  const absolute = path.join(root, file);
  const json = JSON.parse(fs.readFileSync(absolute, 'utf8')) as SchemaJson;
  change(json);
  fs.writeFileSync(absolute, `${JSON.stringify(json, null, 2)}\n`);
}

async function problemsOf(root: string): Promise<string[]> {
  try {
    await generateReference({ root, metaDir: 'meta', widgetsDir: 'widgets' });
  } catch (error) {
    expect(error).toBeInstanceOf(ReferenceExampleError);
    expect((error as Error).message).toMatch(/^docs\/schema-reference\.md cannot be generated:\n/);
    return (error as Error).message.split('\n').slice(1, -1);
  }
  throw new Error('the reference was generated');
}

/** The annotation branch of one function in the meta-schema's functionCall. */
function functionDoc(meta: SchemaJson, name: string): SchemaJson {
  const branch = defOf(meta, 'functionCall').allOf?.find(
    (b) => b.if?.properties?.$fn?.const === name && b.then?.examples,
  );
  if (!branch) throw new Error(`no documentation branch for ${name}`);
  return branch.then!;
}

describe('the examples of the reference', () => {
  it('describes the newest meta-schema when several formats exist', async () => {
    const root = copyTree();
    const newest = newestMetaFile(root);
    const text = await generateReference({ root, metaDir: 'meta', widgetsDir: 'widgets' });
    expect(text).toContain(`checked against \`${newest}\``);
    expect(text).toContain(`Everything a screen file of format ${/v(\d+)/.exec(newest)![1]} may contain`);
  }, 30_000);

  it('names the widget whose props schema has no example, and how to add one', async () => {
    const root = copyTree();
    edit(root, 'widgets/button/props.schema.json', (schema) => delete schema.examples);
    expect(await problemsOf(root)).toEqual([
      'widgets/button/props.schema.json:1 /: the widget Button has no example. Add "examples": [{ "label": ... }] (a list of props objects) to its props schema.',
    ]);
  }, 30_000);

  it('names the example that does not pass its props schema, and the prop no example shows', async () => {
    const root = copyTree();
    edit(root, 'widgets/tag/props.schema.json', (schema) => {
      schema.examples = [{ text: 'Extension', tone: 'loud' }];
    });
    const problems = await problemsOf(root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^widgets\/tag\/props\.schema\.json:\d+ \/examples\/0: the example \{"text":"Extension","tone":"loud"\} does not pass the props schema of Tag: \/tone must be equal to one of the allowed values\. Fix the example or the schema\.$/,
    );

    edit(root, 'widgets/tag/props.schema.json', (schema) => {
      schema.examples = [{ text: 'Extension' }];
    });
    expect(await problemsOf(root)).toEqual([
      expect.stringMatching(
        /^widgets\/tag\/props\.schema\.json:\d+ \/properties\/tone: the prop "tone" of Tag appears in no example\. Add it to one of the "examples"\.$/,
      ),
    ]);
  }, 30_000);

  it('names the action, operator and function without an example, or with a wrong one', async () => {
    const root = copyTree();
    const metaFile = newestMetaFile(root);
    edit(root, metaFile, (meta) => {
      delete defOf(meta, 'backAction').examples;
      defOf(meta, 'delayAction').examples = [{ action: 'delay', ms: -1 }];
      delete functionDoc(meta, 'money').examples;
      functionDoc(meta, 'upper').examples = [{ $fn: 'lower', args: ['A'] }];
      const eq = defOf(meta, 'operator').else?.allOf?.find((b) => b.if?.required?.[0] === '$eq');
      eq!.then!.examples = [{ $eq: [1] }];
    });
    const problems = await problemsOf(root);
    const line = (pattern: string) =>
      expect.stringMatching(new RegExp(`^${metaFile.replace(/\./g, '\\.')}:\\d+ ${pattern}$`));
    expect(problems).toEqual(
      expect.arrayContaining([
        line(
          '/\\$defs/backAction: the action "back" has no example\\. Add "examples": \\[\\{ "action": "back", \\.\\.\\. \\}\\] to backAction\\.',
        ),
        line(
          '/\\$defs/delayAction/examples/0: the example \\{"action":"delay","ms":-1\\} is not a valid "delay" action: /ms must be >= 0\\. Fix the example or the schema\\.',
        ),
        line(
          '/\\$defs/functionCall/allOf/\\d+/then: the function "money" has no example\\. Add to /\\$defs/functionCall/allOf .*',
        ),
        line(
          '/\\$defs/functionCall/allOf/\\d+/then/examples/0: the example \\{"\\$fn":"lower","args":\\["A"\\]\\} does not use the function upper\\. Write an example of the function upper\\.',
        ),
        line(
          '/\\$defs/operator/else/allOf/\\d+/then/examples/0: the example \\{"\\$eq":\\[1\\]\\} is not a valid expression: .*Fix the example or the schema\\.',
        ),
      ]),
    );
    expect(problems).toHaveLength(5);
  }, 30_000);

  it('prints what a function gives, and nothing for an example that reads the screen', async () => {
    const root = copyTree();
    edit(root, newestMetaFile(root), (meta) => {
      functionDoc(meta, 'money').examples = [
        { $fn: 'money', args: [150000] },
        { $fn: 'money', args: [{ $bind: 'data.order.repaymentAmount' }] },
      ];
    });
    const text = await generateReference({ root, metaDir: 'meta', widgetsDir: 'widgets' });
    expect(text).toContain('- `{ "$fn": "money", "args": [150000] }` gives `"1,50,000"`\n');
    expect(text).toContain('- `{ "$fn": "money", "args": [{ "$bind": "data.order.repaymentAmount" }] }`\n');
  }, 30_000);
});
