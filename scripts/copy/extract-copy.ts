/**
 * Moves the literal texts of screens' copy positions into the copy catalogue (decision 0016): each
 * becomes `{ "$copy": "<screen>.<slug>" }` in the screen and `"<key>": "<text>"` in en.json. A text
 * used twice in one screen gets one key; a text already in the catalogue for that screen keeps its
 * key. A changed screen gets its content `version` one higher and keeps its layout; the catalogue
 * files are written sorted by key.
 */
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import type { Screen } from '../../schemas/generated/screen.ts';
import { createAjv } from '../check/ajv-instance.ts';
import { keyFor } from '../check/copy-key.ts';
import { copyPositionFinder } from '../check/copy-positions.ts';
import { loadWidgets } from '../check/load-widgets.ts';
import { SAME_ON_PURPOSE_FILE, SOURCE_FILE } from '../check/read-copy.ts';
import { formatLike, withVisibleSpaces } from '../migrate/keep-layout.ts';

export interface ExtractOptions {
  screensDir: string;
  copyDir: string;
  widgetsDir: string;
  /** The prettier config the files are formatted with. */
  prettierConfig: string;
}

export interface ExtractReport {
  /** Screens rewritten, by file name, with how many texts each gave. */
  screens: Array<{ file: string; texts: number }>;
  /** Keys added to en.json. */
  added: string[];
  /** Screens that could not be read (not JSON, not a screen), with why. */
  skipped: Array<{ file: string; reason: string }>;
}

type JsonRecord = Record<string, unknown>;

function readCatalogue(file: string): Map<string, string> {
  if (!fs.existsSync(file)) return new Map();
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as JsonRecord;
  return new Map(
    Object.entries(json).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

async function writeCatalogue(file: string, texts: ReadonlyMap<string, string>, prettierConfig: string) {
  const sorted = Object.fromEntries([...texts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const options = await prettier.resolveConfig(file, { config: prettierConfig });
  fs.writeFileSync(
    file,
    withVisibleSpaces(await prettier.format(JSON.stringify(sorted, null, 2), { ...options, filepath: file })),
  );
}

function setAt(document: JsonRecord, pointer: string, value: unknown): void {
  const segments = pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = segments.pop()!;
  let parent: unknown = document;
  for (const segment of segments) parent = (parent as JsonRecord)[segment];
  (parent as JsonRecord)[last] = value;
}

export async function extractCopy(options: ExtractOptions): Promise<ExtractReport> {
  const sourceFile = path.join(options.copyDir, SOURCE_FILE);
  const english = readCatalogue(sourceFile);
  const before = new Set(english.keys());
  const { widgets } = loadWidgets(options.widgetsDir, options.widgetsDir, createAjv({ strict: false }));
  const finder = copyPositionFinder(widgets);
  const report: ExtractReport = { screens: [], added: [], skipped: [] };

  const names = fs
    .readdirSync(options.screensDir)
    .filter((n) => n.endsWith('.json'))
    .sort();
  for (const name of names) {
    const file = path.join(options.screensDir, name);
    const original = fs.readFileSync(file, 'utf8');
    let document: JsonRecord;
    let texts;
    try {
      document = JSON.parse(original) as JsonRecord;
      texts = finder.inlineTextsOf(document as unknown as Screen);
    } catch (error) {
      report.skipped.push({ file: name, reason: (error as Error).message });
      continue;
    }
    if (texts.length === 0) continue;
    const screenId = name.slice(0, -'.json'.length);
    for (const { pointer, text } of texts) {
      const key = keyFor(screenId, text, english);
      english.set(key, text);
      setAt(document, pointer, { $copy: key });
    }
    if (typeof document.version === 'number') document.version += 1;
    fs.writeFileSync(file, await formatLike(document, original, file, options.prettierConfig));
    report.screens.push({ file: name, texts: texts.length });
  }

  report.added = [...english.keys()].filter((key) => !before.has(key)).sort();
  fs.mkdirSync(options.copyDir, { recursive: true });
  await writeCatalogue(sourceFile, english, options.prettierConfig);
  // Translations are kept sorted the same way, so both files list a key at the same place.
  for (const other of fs.readdirSync(options.copyDir).sort()) {
    if (!other.endsWith('.json') || other === SOURCE_FILE || other === SAME_ON_PURPOSE_FILE) continue;
    const translation = path.join(options.copyDir, other);
    await writeCatalogue(translation, readCatalogue(translation), options.prettierConfig);
  }
  return report;
}
