/**
 * Validates a value written in a screen (widget props, a request body) against a JSON Schema of the
 * values it will have at run time. Expressions stand in for values the checker cannot know, so any
 * expression is accepted in place of any value; a `{{path}}` template is some text, so only its being
 * text is checked (not its pattern, format, length or allowed values).
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { isExpression } from '../../renderer/expressions/collect-paths.ts';
import { pointerJoin } from './json-pointer.ts';

const TEXT_CONTENT_KEYWORDS = new Set(['pattern', 'format', 'enum', 'const', 'minLength', 'maxLength']);
const BRANCHING_KEYWORDS = new Set(['anyOf', 'oneOf', 'if', 'not']);

/** Pointers of the expressions and of the template strings inside a value. */
function placesOfUnknowns(value: unknown, pointer: string, expressions: string[], templates: string[]): void {
  if (typeof value === 'string') {
    if (isExpression(value)) templates.push(pointer);
  } else if (isExpression(value)) {
    expressions.push(pointer);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => placesOfUnknowns(v, pointerJoin(pointer, i), expressions, templates));
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value))
      placesOfUnknowns(v, pointerJoin(pointer, k), expressions, templates);
  }
}

/** Where the errors of a branching keyword's branches sit in the schema. */
function branchPrefixes(error: ErrorObject): string[] {
  if (error.keyword !== 'if') return [`${error.schemaPath}/`];
  const base = error.schemaPath.slice(0, -'/if'.length);
  return [`${base}/then/`, `${base}/else/`];
}

const atOrBelow = (pointer: string, place: string) => pointer === place || pointer.startsWith(`${place}/`);

export function validateAllowingExpressions(validate: ValidateFunction, value: unknown): ErrorObject[] {
  if (validate(value)) return [];
  const expressions: string[] = [];
  const templates: string[] = [];
  placesOfUnknowns(value, '', expressions, templates);
  const errors = validate.errors ?? [];
  const unknowns = [...expressions, ...templates];

  // A branching keyword above an expression may have failed only because of it: drop it, and the
  // errors of its branches with it (they would blame the expression for not being a plain value).
  const droppedBranches = errors.filter(
    (e) => BRANCHING_KEYWORDS.has(e.keyword) && unknowns.some((place) => atOrBelow(place, e.instancePath)),
  );
  return errors.filter((e) => {
    if (expressions.some((place) => atOrBelow(e.instancePath, place))) return false;
    if (TEXT_CONTENT_KEYWORDS.has(e.keyword) && templates.includes(e.instancePath)) return false;
    return !droppedBranches.some(
      (b) =>
        e === b ||
        (branchPrefixes(b).some((prefix) => e.schemaPath.startsWith(prefix)) &&
          atOrBelow(e.instancePath, b.instancePath)),
    );
  });
}
