/**
 * The scanner of `{{path}}` string templates. A placeholder is `{{`, optional spaces, a path, optional
 * spaces, `}}`. An unterminated `{{` is plain text; a placeholder whose content is not a path is kept
 * as text and marked `invalid` so the evaluator and the checker can report it. No nesting.
 */
import { isValidPath } from './path.ts';

export type TemplatePart =
  | { kind: 'text'; text: string }
  | { kind: 'path'; path: string; offset: number }
  | { kind: 'invalid'; text: string; offset: number };

const OPEN = '{{';
const CLOSE = '}}';

export function parseTemplate(source: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let text = '';
  let cursor = 0;
  while (cursor < source.length) {
    const open = source.indexOf(OPEN, cursor);
    if (open < 0) break;
    const close = source.indexOf(CLOSE, open + OPEN.length);
    if (close < 0) break;
    const reopen = source.indexOf(OPEN, open + OPEN.length);
    if (reopen >= 0 && reopen < close) {
      // `{{ a {{b}}`: the first `{{` is text; scan again from the inner one.
      text += source.slice(cursor, reopen);
      cursor = reopen;
      continue;
    }
    text += source.slice(cursor, open);
    if (text) parts.push({ kind: 'text', text });
    text = '';
    const content = source.slice(open + OPEN.length, close).trim();
    const raw = source.slice(open, close + CLOSE.length);
    parts.push(
      isValidPath(content)
        ? { kind: 'path', path: content, offset: open }
        : { kind: 'invalid', text: raw, offset: open },
    );
    cursor = close + CLOSE.length;
  }
  text += source.slice(cursor);
  if (text) parts.push({ kind: 'text', text });
  return parts;
}

/** Whether the string has at least one `{{path}}` placeholder (valid or not). */
export function hasPlaceholder(source: string): boolean {
  return parseTemplate(source).some((part) => part.kind !== 'text');
}

/** How a value reads inside a sentence: missing is empty, objects as JSON. */
export function templateText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
