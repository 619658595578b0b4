/**
 * The expression evaluator (docs/screen-format.md, "Expressions"). Pure data walking: no `eval`, no
 * `new Function`, so it runs under a strict Content-Security-Policy. Arrays and plain objects are
 * evaluated element by element; strings are templates. A defective expression evaluates to undefined
 * and is reported through `onProblem`; evaluation never throws.
 */
import { OPERATORS } from './operators.ts';
import { readPath } from './path.ts';
import type { ProblemSink, Scope } from './scope.ts';
import { classify } from './shape.ts';
import { parseTemplate, templateText, type TemplatePart } from './template.ts';

const templateCache = new Map<string, TemplatePart[]>();
const TEMPLATE_CACHE_LIMIT = 2000;

function templateParts(source: string): TemplatePart[] {
  let parts = templateCache.get(source);
  if (!parts) {
    if (templateCache.size >= TEMPLATE_CACHE_LIMIT) templateCache.clear();
    parts = parseTemplate(source);
    templateCache.set(source, parts);
  }
  return parts;
}

function renderTemplate(source: string, scope: Scope, report: ProblemSink): string {
  let out = '';
  for (const part of templateParts(source)) {
    if (part.kind === 'text') out += part.text;
    else if (part.kind === 'path') out += templateText(readPath(scope, part.path));
    else {
      report({ message: `"${part.text}" is not a {{path}} placeholder`, expression: source });
      out += part.text;
    }
  }
  return out;
}

function evaluateObject(value: Record<string, unknown>, scope: Scope, report: ProblemSink): unknown {
  const walk = (inner: unknown) => evaluateWith(inner, scope, report);
  const shape = classify(value);
  if (shape.kind === 'literal') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) out[key] = walk(value[key]);
    return out;
  }
  if (shape.kind === 'invalid') {
    report({ message: shape.message, expression: value });
    return undefined;
  }
  return OPERATORS[shape.name]?.run(shape.operand, { evaluate: walk, scope, extra: shape.extra });
}

function evaluateWith(expression: unknown, scope: Scope, report: ProblemSink): unknown {
  if (typeof expression === 'string') {
    return expression.includes('{{') ? renderTemplate(expression, scope, report) : expression;
  }
  if (Array.isArray(expression)) return expression.map((item) => evaluateWith(item, scope, report));
  if (expression !== null && typeof expression === 'object') {
    return evaluateObject(expression as Record<string, unknown>, scope, report);
  }
  return expression;
}

const ignore: ProblemSink = () => undefined;

export function evaluate(expression: unknown, scope: Scope, onProblem: ProblemSink = ignore): unknown {
  return evaluateWith(expression, scope, onProblem);
}
