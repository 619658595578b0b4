/**
 * Lists every path an expression reads, with where it is written, for the static checker
 * (`schemas:check` proves each path exists in the schema of what it reads). Walks any JSON: a node's
 * props, an action list, a whole dialog. The pointer of a path is the JSON pointer of the string that
 * holds it: `<pointer>/$bind` for a `{"$bind": ...}`, the string itself for a `{{path}}` template.
 */
import { childPointer } from './json-pointer.ts';
import { isValidPath } from './path.ts';
import { hasPlaceholder, parseTemplate } from './template.ts';

export interface CollectedPath {
  path: string;
  pointer: string;
}

/**
 * Whether a value is computed rather than literal: a string with a `{{...}}` placeholder, or an
 * object with a `$` key (even a defective one: it is meant as an expression).
 */
export function isExpression(value: unknown): boolean {
  if (typeof value === 'string') return hasPlaceholder(value);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.keys(value).some((key) => key.startsWith('$'));
}

function walk(value: unknown, pointer: string, out: CollectedPath[]): void {
  if (typeof value === 'string') {
    for (const part of parseTemplate(value)) if (part.kind === 'path') out.push({ path: part.path, pointer });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, childPointer(pointer, index), out));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const inner = record[key];
    const at = childPointer(pointer, key);
    if (key === '$bind') {
      if (typeof inner === 'string' && isValidPath(inner)) out.push({ path: inner, pointer: at });
    } else {
      walk(inner, at, out);
    }
  }
}

export function collectPaths(value: unknown, pointer: string): Array<{ path: string; pointer: string }> {
  const out: CollectedPath[] = [];
  walk(value, pointer, out);
  return out;
}
