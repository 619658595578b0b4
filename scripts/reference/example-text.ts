/**
 * How examples are printed: JSON blocks for documents, actions and widget nodes; for expressions a
 * line with what the expression gives, computed by the renderer's own evaluator (so the reference
 * cannot disagree with the app) whenever the example reads nothing from a screen.
 */
import { evaluate } from '../../renderer/expressions/evaluate.ts';
import { evaluable } from './evaluable.ts';
import { isObject } from './json-schema.ts';
import { code, jsonBlock } from './markdown.ts';

/** JSON on one line, spaced the way the docs write it: `{ "$eq": [1, 2] }`. */
export function inlineJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inlineJson).join(', ')}]`;
  if (isObject(value)) {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${inlineJson(v)}`);
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** True when the expression reads the screen (a binding or a `{{path}}` placeholder). */
function readsScope(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('{{');
  if (Array.isArray(value)) return value.some(readsScope);
  if (isObject(value)) return '$bind' in value || Object.values(value).some(readsScope);
  return false;
}

const INLINE_LIMIT = 100;

/** What an expression gives, or undefined when that depends on the screen. */
function result(example: unknown): string | undefined {
  if (readsScope(example) || !evaluable(example)) return undefined;
  const value = evaluate(example, {});
  return value === undefined ? 'nothing (undefined)' : code(inlineJson(value));
}

function expressionExample(example: unknown): string {
  const written = inlineJson(example);
  const gives = result(example);
  if (written.length <= INLINE_LIMIT) return `- ${code(written)}${gives ? ` gives ${gives}` : ''}`;
  return `${jsonBlock(example)}${gives ? `\n\ngives ${gives}` : ''}`;
}

function heading(count: number): string {
  return count === 1 ? '**Example**' : '**Examples**';
}

export function expressionExamples(examples: readonly unknown[]): string {
  let out = heading(examples.length);
  let afterItem = false;
  for (const line of examples.map(expressionExample)) {
    const item = line.startsWith('- ');
    // Items in a row form one tight list; a JSON block stands on its own.
    out += `${item && afterItem ? '\n' : '\n\n'}${line}`;
    afterItem = item;
  }
  return examples.length === 0 ? '' : out;
}

/** Examples printed as JSON blocks, each turned into what a screen file contains first. */
export function jsonExamples(
  examples: readonly unknown[],
  asWritten: (example: unknown) => unknown = (e) => e,
): string {
  if (examples.length === 0) return '';
  return [heading(examples.length), ...examples.map((e) => jsonBlock(asWritten(e)))].join('\n\n');
}
