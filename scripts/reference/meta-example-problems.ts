/**
 * Checks the examples of the screen meta-schema before they are printed in the reference: every
 * action kind, operator and function has at least one, and each one is valid where it stands (an
 * action against its kind's definition, an operator or function call against `expression`, and
 * evaluates without a defect; any other `examples` against the schema that carries it).
 */
import type { Ajv } from 'ajv';
import { evaluate } from '../../renderer/expressions/evaluate.ts';
import type { ExpressionProblem } from '../../renderer/expressions/scope.ts';
import type { Problem } from '../check/problem.ts';
import { evaluable } from './evaluable.ts';
import { errorsText, shownExample } from './example-words.ts';
import { isObject, pointerSegment, textAt, type Schema } from './json-schema.ts';
import { actionKinds, functions, operators, type Located } from './meta-parts.ts';
import type { MetaSchemaSource } from './newest-meta-schema.ts';

const META_KEY = 'reference:meta';

interface Context {
  meta: MetaSchemaSource;
  ajv: Ajv;
  problems: Problem[];
}

function add(context: Context, pointer: string, message: string): void {
  context.problems.push({ file: context.meta.file, pointer, message });
}

function examplesAt(location: Located): unknown[] {
  return Array.isArray(location.schema.examples) ? location.schema.examples : [];
}

/** Validates each example at `location` against the schema at `against` (a pointer in the meta-schema). */
function validateExamples(context: Context, location: Located, against: string, what: string): unknown[] {
  const validate = context.ajv.getSchema(against === '' ? META_KEY : `${META_KEY}#${against}`);
  if (!validate) throw new Error(`${context.meta.file}: no schema at ${against}`);
  const valid: unknown[] = [];
  examplesAt(location).forEach((example, index) => {
    if (validate(example)) valid.push(example);
    else {
      add(
        context,
        `${location.pointer}/examples/${index}`,
        `the example ${shownExample(example)} is not a valid ${what}: ${errorsText(validate.errors ?? [])}. Fix the example or the schema.`,
      );
    }
  });
  return valid;
}

function missing(context: Context, pointer: string, what: string, fix: string): void {
  add(context, pointer, `${what} has no example. ${fix}`);
}

function evaluatesCleanly(context: Context, location: Located, example: unknown, index: number): void {
  const defects: ExpressionProblem[] = [];
  evaluate(example, {}, (problem) => defects.push(problem));
  if (defects.length > 0) {
    add(
      context,
      `${location.pointer}/examples/${index}`,
      `the example ${shownExample(example)} does not evaluate: ${defects.map((d) => d.message).join('; ')}. Fix the example.`,
    );
  }
}

function checkActions(context: Context): Set<string> {
  const checked = new Set<string>();
  for (const { name, variant } of actionKinds(context.meta.schema)) {
    if (!variant) {
      add(
        context,
        '/$defs/action',
        `the action "${name}" has no definition. Add an allOf branch naming its $defs entry.`,
      );
      continue;
    }
    checked.add(variant.pointer);
    if (examplesAt(variant).length === 0) {
      missing(
        context,
        variant.pointer,
        `the action "${name}"`,
        `Add "examples": [{ "action": "${name}", ... }] to ${variant.defName}.`,
      );
    } else validateExamples(context, variant, variant.pointer, `"${name}" action`);
  }
  return checked;
}

function checkExpressionExamples(
  context: Context,
  doc: Located,
  what: string,
  uses: (example: Record<string, unknown>) => boolean,
): void {
  const valid = new Set(validateExamples(context, doc, '/$defs/expression', 'expression'));
  examplesAt(doc).forEach((example, index) => {
    if (!valid.has(example)) return;
    if (!isObject(example) || !uses(example)) {
      add(
        context,
        `${doc.pointer}/examples/${index}`,
        `the example ${shownExample(example)} does not use ${what}. Write an example of ${what}.`,
      );
    } else if (evaluable(example)) evaluatesCleanly(context, doc, example, index);
  });
}

function checkOperators(context: Context): Set<string> {
  const checked = new Set<string>();
  for (const { name, doc } of operators(context.meta.schema)) {
    if (!doc || examplesAt(doc).length === 0) {
      missing(
        context,
        doc?.pointer ?? '/$defs/operator/else',
        `the operator "${name}"`,
        `Add to /$defs/operator/else/allOf { "if": { "required": ["${name}"] }, "then": { "description": "...", "examples": [{ "${name}": ... }] } }.`,
      );
      continue;
    }
    checked.add(doc.pointer);
    checkExpressionExamples(context, doc, `the operator ${name}`, (example) => name in example);
  }
  return checked;
}

function checkFunctions(context: Context): Set<string> {
  const checked = new Set<string>();
  for (const { name, doc } of functions(context.meta.schema)) {
    if (!doc || examplesAt(doc).length === 0) {
      missing(
        context,
        doc?.pointer ?? '/$defs/functionCall',
        `the function "${name}"`,
        `Add to /$defs/functionCall/allOf { "if": { "properties": { "$fn": { "const": "${name}" } }, "required": ["$fn"] }, "then": { "title": "${name}(...)", "description": "...", "examples": [{ "$fn": "${name}", "args": [...] }] } }.`,
      );
      continue;
    }
    checked.add(doc.pointer);
    checkExpressionExamples(context, doc, `the function ${name}`, (example) => example.$fn === name);
  }
  return checked;
}

/** Every other schema in the file that carries `examples` (the document's parts, value types). */
function otherExamples(schema: unknown, pointer: string, skip: Set<string>, found: Located[]): void {
  if (Array.isArray(schema)) {
    schema.forEach((item, index) => otherExamples(item, `${pointer}/${index}`, skip, found));
    return;
  }
  if (!isObject(schema)) return;
  if (Array.isArray(schema.examples) && !skip.has(pointer)) found.push({ pointer, schema });
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'examples' || key === 'const' || key === 'enum' || key === 'default') continue;
    otherExamples(value, `${pointer}/${pointerSegment(key)}`, skip, found);
  }
}

export function metaExampleProblems(meta: MetaSchemaSource, ajv: Ajv): Problem[] {
  const context: Context = { meta, ajv, problems: [] };
  if (!ajv.getSchema(META_KEY)) ajv.addSchema(meta.schema as Schema, META_KEY);
  const checked = new Set([...checkActions(context), ...checkOperators(context), ...checkFunctions(context)]);
  const others: Located[] = [];
  otherExamples(meta.schema, '', checked, others);
  for (const location of others) {
    const what = textAt(location.schema, 'title') ?? textAt(location.schema, 'x-noun') ?? 'value here';
    validateExamples(context, location, location.pointer, what);
  }
  return context.problems;
}
