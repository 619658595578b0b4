/**
 * The line of a problem in its file, so staff can jump to it (`schemas/screens/home.json:42`).
 * Positions come from jsonc-parser's tree of the file as written (decision 0017); a pointer to
 * something missing (a required key, say) falls back to the nearest value that is there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseTree, type Node, type ParseError } from 'jsonc-parser';
import type { Problem } from './problem.ts';

function segments(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

/** The node a pointer names, or its nearest ancestor that exists (walked one segment at a time). */
function nearestNode(root: Node, parts: string[]): Node {
  let node = root;
  for (const part of parts) {
    const next =
      node.type === 'array' && /^\d+$/.test(part)
        ? node.children?.[Number(part)]
        : node.type === 'object'
          ? node.children?.find((property) => property.children?.[0]?.value === part)?.children?.[1]
          : undefined;
    if (!next) break;
    node = next;
  }
  // A value's line is its key's line when it has one (an object starting on the key's line).
  return node.parent?.type === 'property' ? node.parent : node;
}

/** The 1-based line of the value at `pointer` in a JSON text; for unparsable text, the first error's line. */
export function lineOf(text: string, pointer: string): number | undefined {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  if (errors.length > 0) return lineAt(text, errors[0]!.offset);
  if (!root) return undefined;
  const parts = segments(pointer);
  return parts.length === 0 ? 1 : lineAt(text, nearestNode(root, parts).offset);
}

/** Adds the line to each problem whose file is JSON (files read once each). */
export function locateProblems(problems: Problem[], root: string): Problem[] {
  const texts = new Map<string, string | undefined>();
  const textOf = (file: string) => {
    if (!texts.has(file)) {
      const absolute = path.resolve(root, file);
      texts.set(
        file,
        file.endsWith('.json') && fs.existsSync(absolute) ? fs.readFileSync(absolute, 'utf8') : undefined,
      );
    }
    return texts.get(file);
  };
  return problems.map((problem) => {
    if (problem.line !== undefined) return problem; // placed by the check that found it
    const text = textOf(problem.file);
    const line = text === undefined ? undefined : lineOf(text, problem.pointer);
    return line === undefined ? problem : { ...problem, line };
  });
}
