/**
 * Writes a JSON document laid out like the file it came from, so that rewriting a screen changes
 * only the lines whose values changed. Prettier (the project's formatter) keeps an object spread
 * over lines when its first key starts on a new line in its input, and lays out everything else by
 * width; so an object the file spread over lines is written spread, everything else on one line, and
 * prettier with the project's config does the rest.
 */
import { parseTree, type Node } from 'jsonc-parser';
import prettier from 'prettier';

const pointerStep = (key: string | number) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');

/** JSON pointers of the objects the text spreads over lines (a new line before the first key). */
export function spreadObjects(text: string): Set<string> {
  const spread = new Set<string>();
  const visit = (node: Node, pointer: string) => {
    if (node.type === 'object') {
      const first = node.children?.[0];
      if (first && text.slice(node.offset, first.offset).includes('\n')) spread.add(pointer);
      for (const property of node.children ?? []) {
        const [key, value] = property.children ?? [];
        if (key && value) visit(value, `${pointer}/${pointerStep(String(key.value))}`);
      }
    } else if (node.type === 'array') {
      node.children?.forEach((item, i) => visit(item, `${pointer}/${i}`));
    }
  };
  const root = parseTree(text);
  if (root) visit(root, '');
  return spread;
}

function write(value: unknown, spread: ReadonlySet<string>, pointer: string): string {
  if (Array.isArray(value)) {
    return `[${value.map((item, i) => write(item, spread, `${pointer}/${i}`)).join(', ')}]`;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).map(
      ([key, item]) => `${JSON.stringify(key)}: ${write(item, spread, `${pointer}/${pointerStep(key)}`)}`,
    );
    if (entries.length === 0) return '{}';
    return spread.has(pointer) ? `{\n${entries.join(',\n')}\n}` : `{ ${entries.join(', ')} }`;
  }
  return JSON.stringify(value);
}

/**
 * Spaces that look like a space but do not break (U+00A0, U+202F) written as `\u00a0`, as staff
 * write them by hand ("₹\u00a0" keeps the sign with its amount): JSON.stringify writes them as they
 * are, and a rewrite of the file turned every one into a character nobody can tell from a space.
 */
export function withVisibleSpaces(json: string): string {
  return json.replace(
    /[\u00a0\u202f]/g,
    (space) => `\\u${space.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * `document` as the text of the file `file`, laid out like `original` (the file's text before the
 * change) and formatted by prettier with the project's config (`configFile`).
 */
export async function formatLike(
  document: unknown,
  original: string,
  file: string,
  configFile: string,
): Promise<string> {
  const options = await prettier.resolveConfig(file, { config: configFile });
  const text = write(document, spreadObjects(original), '');
  return withVisibleSpaces(await prettier.format(text, { ...options, filepath: file }));
}
