/**
 * The request a screen builds for an endpoint (a data source or a `call`): its query, path params
 * and body must match the endpoint's schemas: required keys present, no unknown keys, literal values
 * of the right type. Shared by checks (d) and (f).
 */
import type { Form } from '../../schemas/generated/screen.ts';
import { wordErrors } from './ajv-words.ts';
import { isExpression } from '../../renderer/expressions/collect-paths.ts';
import { pointerJoin } from './json-pointer.ts';
import type { Endpoint, EndpointPart } from './load-endpoints.ts';
import { bindingOf } from './resolve-binding.ts';
import { didYouMean } from './suggest.ts';
import { validateAllowingExpressions } from './tolerant-validate.ts';
import { expectedOneOf, listOf } from './words.ts';

export interface Found {
  pointer: string;
  message: string;
}

const PART_WORDS: Record<Exclude<EndpointPart, 'response'>, { noun: string; key: string; keyOf: string }> = {
  query: { noun: 'the query', key: 'query parameter', keyOf: 'a query parameter of' },
  params: { noun: 'the path parameters', key: 'path parameter', keyOf: 'a path parameter of' },
  body: { noun: 'the request body', key: 'field', keyOf: 'a field of the request body of' },
  headers: { noun: 'the headers', key: 'header', keyOf: 'a header of' },
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The names an object schema declares; undefined when it takes any name (an open object). */
function declaredNames(schema: unknown): string[] | undefined {
  if (!isObject(schema) || !isObject(schema.properties)) return undefined;
  // `additionalProperties: {type: "string"}` (a save of server-named fields) takes other names too.
  if (schema.additionalProperties === true || isObject(schema.additionalProperties)) return undefined;
  return Object.keys(schema.properties);
}

function requiredNames(schema: unknown): string[] {
  return isObject(schema) && Array.isArray(schema.required) ? schema.required.map(String) : [];
}

/** `{name}` segments of an endpoint path. */
function pathPlaceholders(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
}

/** Checks a literal object of expressions (or no value) against one part of the request. */
export function checkRequestPart(
  endpoint: Endpoint,
  part: Exclude<EndpointPart, 'response'>,
  value: Record<string, unknown> | undefined,
  pointer: string,
): Found[] {
  const words = PART_WORDS[part];
  const noun = `${words.noun} of ${endpoint.id}`;
  const schema = endpoint.parts[part];
  const found: Found[] = [];
  const given = Object.keys(value ?? {});

  if (part === 'params') {
    // A placeholder the params schema requires is reported with the schema's other errors below.
    for (const name of pathPlaceholders(endpoint.path)) {
      if (!given.includes(name) && !requiredNames(schema).includes(name)) {
        found.push({
          pointer,
          message: `the path ${endpoint.path} of ${endpoint.id} needs the path parameter "${name}". Expected "params": { "${name}": ... }.`,
        });
      }
    }
  }
  if (schema === undefined) {
    const allowed = part === 'params' ? pathPlaceholders(endpoint.path) : [];
    for (const key of given.filter((k) => !allowed.includes(k))) {
      found.push({
        pointer: pointerJoin(pointer, key),
        message: `"${key}" is not ${words.keyOf} ${endpoint.id}: it takes none.`,
      });
    }
    return found;
  }

  const declared = declaredNames(schema);
  if (declared) {
    for (const key of given.filter((k) => !declared.includes(k))) {
      const expected = declared.length === 0 ? ` It takes no ${words.key}s.` : expectedOneOf(declared);
      found.push({
        pointer: pointerJoin(pointer, key),
        message: `"${key}" is not ${words.keyOf} ${endpoint.id}.${expected}${didYouMean(key, declared)}`,
      });
    }
  }
  const validate = endpoint.validator(part)!;
  const errors = validateAllowingExpressions(validate, value ?? {}).filter(
    (e) => !(declared && e.keyword === 'additionalProperties' && e.instancePath === ''),
  );
  for (const worded of wordErrors(errors, { rootNoun: noun, rootKeyWord: words.key })) {
    found.push({ pointer: pointer + worded.pointer, message: worded.message });
  }
  return found;
}

/** A list body (`"type": "array"`, e.g. a batch of events): see schemas/api/README.md. */
function isListSchema(schema: unknown): boolean {
  return isObject(schema) && schema.type === 'array';
}

/**
 * A list body can only come from an expression giving the list at run time: a literal body is an
 * object of fields and a form is one too, so either would be refused by the server.
 */
function checkListBody(endpoint: Endpoint, body: unknown, pointer: string): Found[] {
  const expected = 'Expected "body": an expression giving the list.';
  if (body === undefined)
    return [{ pointer, message: `${endpoint.id} needs a list as its request body. ${expected}` }];
  if (!isExpression(body))
    return [
      {
        pointer,
        message: `the request body of ${endpoint.id} is a list, not an object of fields. ${expected}`,
      },
    ];
  const form = /^form\.([^.]+)$/.exec(bindingOf(body) ?? '');
  if (form)
    return [
      {
        pointer,
        message: `the request body of ${endpoint.id} is a list, which the form "${form[1]}" (an object of fields) cannot be. ${expected}`,
      },
    ];
  return [];
}

/**
 * Checks a call's body: a literal object like any other part; `{"$bind": "form.<id>"}` by comparing
 * the form's fields with the body's fields (a form with dynamic groups may lack required ones: the
 * server names the rest); any other expression cannot be known before run time. A list body (a
 * batch) can only be such an expression.
 */
export function checkRequestBody(
  endpoint: Endpoint,
  body: unknown,
  pointer: string,
  forms: Readonly<Record<string, Form>>,
): Found[] {
  const schema = endpoint.parts.body;
  if (isListSchema(schema)) return checkListBody(endpoint, body, pointer);
  if (body === undefined) {
    const required = requiredNames(schema);
    return required.length === 0
      ? []
      : [
          {
            pointer,
            message: `${endpoint.id} needs a request body with ${listOf(required)}. Expected "body": { ... }.`,
          },
        ];
  }
  if (schema === undefined) {
    return [{ pointer, message: `${endpoint.id} takes no request body. Expected no "body".` }];
  }
  if (!isExpression(body))
    return checkRequestPart(endpoint, 'body', body as Record<string, unknown>, pointer);

  const path = bindingOf(body);
  const bound = path === undefined ? null : /^form\.([^.]+)$/.exec(path);
  const form = bound ? forms[bound[1]!] : undefined;
  if (!bound || !form) return []; // a wrong form name is reported by the binding check
  const fields = Object.keys(form.fields);
  const declared = declaredNames(schema);
  const found: Found[] = [];
  for (const field of declared ? fields.filter((f) => !declared.includes(f)) : []) {
    found.push({
      pointer,
      message: `the form "${bound[1]}" has the field "${field}", which is not a field of the request body of ${endpoint.id}.${expectedOneOf(declared!)}${didYouMean(field, declared!)}`,
    });
  }
  // The server's own fields of a form with dynamic groups are known only at run time.
  const serverNamed = (form.dynamic?.length ?? 0) > 0;
  const missing = serverNamed ? [] : requiredNames(schema).filter((name) => !fields.includes(name));
  if (missing.length > 0) {
    found.push({
      pointer,
      message: `the request body of ${endpoint.id} needs ${listOf(missing)}, which the form "${bound[1]}" does not have. Expected fields: ${listOf(requiredNames(schema))}.`,
    });
  }
  return found;
}
