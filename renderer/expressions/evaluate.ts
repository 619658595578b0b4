/**
 * The expression evaluator (docs/screen-format.md, "Expressions"). Pure data walking: no `eval`, no
 * `new Function`, so it runs under a strict Content-Security-Policy. Arrays and plain objects are
 * evaluated element by element; strings are templates. A defective expression evaluates to undefined
 * and is reported through `onProblem` (each time it is evaluated); evaluation never throws. Each
 * expression object is compiled into closures the first time it is evaluated (no code is generated:
 * the closures are written here and in operators.ts).
 */
import { OPERATORS, runEach, type Evaluator } from './operators.ts';
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
  const parts = templateParts(source);
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]!;
    if (part.kind === 'text') out += part.text;
    else if (part.kind === 'path') out += templateText(readPath(scope, part.path));
    else {
      report({ message: `"${part.text}" is not a {{path}} placeholder`, expression: source });
      out += part.text;
    }
  }
  return out;
}

/**
 * Expression objects already compiled. A screen evaluates the same expressions on every render, and
 * a document never changes once loaded: each object is classified and checked once, then runs as
 * plain closures (no key scan, no operator lookup, no path split per evaluation).
 */
const compiled = new WeakMap<object, Evaluator>();

const constant =
  (value: unknown): Evaluator =>
  () =>
    value;

function compile(expression: unknown): Evaluator {
  if (typeof expression === 'string') {
    return expression.includes('{{')
      ? (scope, report) => renderTemplate(expression, scope, report)
      : constant(expression);
  }
  if (expression === null || typeof expression !== 'object') return constant(expression);
  let evaluator = compiled.get(expression);
  if (!evaluator) {
    evaluator = compileObject(expression);
    compiled.set(expression, evaluator);
  }
  return evaluator;
}

function compileObject(expression: object): Evaluator {
  if (Array.isArray(expression)) {
    const items = expression.map(compile);
    return (scope, report) => runEach(items, scope, report);
  }
  const value = expression as Record<string, unknown>;
  const shape = classify(value);
  if (shape.kind === 'invalid') {
    return (_scope, report) => {
      report({ message: shape.message, expression: value });
      return undefined;
    };
  }
  if (shape.kind === 'operator')
    return OPERATORS[shape.name]!.compile(shape.operand, { compile, extra: shape.extra });
  const keys = Object.keys(value);
  const values = keys.map((key) => compile(value[key]));
  return (scope, report) => {
    const out: Record<string, unknown> = {};
    for (let index = 0; index < keys.length; index++) out[keys[index]!] = values[index]!(scope, report);
    return out;
  };
}

const ignore: ProblemSink = () => undefined;

export function evaluate(expression: unknown, scope: Scope, onProblem: ProblemSink = ignore): unknown {
  if (expression !== null && typeof expression === 'object') return compile(expression)(scope, onProblem);
  if (typeof expression === 'string' && expression.includes('{{'))
    return renderTemplate(expression, scope, onProblem);
  return expression;
}
