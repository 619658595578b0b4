/**
 * Lists the defects of the expressions in any JSON (unknown operator or function, wrong number of
 * operands, a `{{...}}` that is not a path), with their JSON pointers: the same checks the evaluator
 * makes at run time, made ahead of time by the static checker.
 */
import { childPointer } from './json-pointer.ts';
import { classify } from './shape.ts';
import { parseTemplate } from './template.ts';

export interface ExpressionDefect {
  pointer: string;
  message: string;
}

function walk(value: unknown, pointer: string, out: ExpressionDefect[]): void {
  if (typeof value === 'string') {
    for (const part of parseTemplate(value)) {
      if (part.kind === 'invalid')
        out.push({ pointer, message: `"${part.text}" is not a {{path}} placeholder` });
    }
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, childPointer(pointer, index), out));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  const shape = classify(record);
  if (shape.kind === 'invalid') {
    out.push({ pointer, message: shape.message });
    return;
  }
  for (const key of Object.keys(record)) {
    // `$bind` holds a path and `$fn` a function name: neither is an expression to walk.
    if (key === '$bind' || key === '$fn') continue;
    walk(record[key], childPointer(pointer, key), out);
  }
}

export function collectExpressionProblems(value: unknown, pointer: string): ExpressionDefect[] {
  const out: ExpressionDefect[] = [];
  walk(value, pointer, out);
  return out;
}
