import type { ErrorObject } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { createContractAjv } from './ajv.ts';
import { AppError } from './app-error.ts';
import { fieldMessageWording } from './field-messages.ts';
import { validationMessage } from './validation-message.ts';
import type { Wording } from './wording.ts';

/**
 * What a body of the wrong kind is told. A list body's `x-message` says what the list must be
 * (e.g. "Send a list of 1 to 50 events."); an object body's is about its fields, so not used here.
 */
function wrongBodyShape(schema: object): string | Wording {
  const { type, 'x-message': message } = schema as { type?: unknown; 'x-message'?: unknown };
  if (type !== 'array') return 'Please send the details as a JSON object.';
  return typeof message === 'string'
    ? fieldMessageWording(message)
    : 'Please send the details as a JSON list.';
}

/**
 * ajv coerces the text "Infinity" (or "-Infinity") of a query or path value to a number, and then
 * skips the field's range checks, which it applies to finite numbers only: `/district/Infinity`
 * would pass `integer, minimum 1, maximum 2147483647` and reach SQL. Returned as the type error
 * ajv should have given (so the field's own message is shown).
 */
function nonFiniteField(schema: object, data: unknown): ErrorObject | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {};
  for (const [name, value] of Object.entries(data)) {
    if (typeof value !== 'number' || Number.isFinite(value)) continue;
    const field = properties[name];
    return {
      keyword: 'type',
      instancePath: `/${name}`,
      schemaPath: `#/properties/${name}/type`,
      params: { type: field?.type ?? 'number' },
      parentSchema: field,
      message: 'must be a finite number',
    };
  }
  return undefined;
}

/** Text PostgreSQL cannot store: U+0000, or half of a UTF-16 pair (not Unicode, so not JSON it accepts). */
function unstorable(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain U+0000';
  if (!text.isWellFormed()) return 'must be Unicode text (a lone surrogate)';
  return undefined;
}

/**
 * A text anywhere in the request (a value or a key, at any depth) that PostgreSQL cannot store:
 * refused here, with the field's own message, rather than failing at the database with a 500.
 * Found by the contract fuzz: U+0000 in `gps.address` (text), and a lone surrogate (`"\ud800"`) in
 * an app login's `idfv`, stored in a jsonb column, which refuses an unpaired surrogate escape.
 */
function unstorableTextField(data: unknown, path = ''): ErrorObject | undefined {
  if (typeof data === 'string') {
    const message = unstorable(data);
    return message
      ? { keyword: 'pattern', instancePath: path, schemaPath: '#', params: {}, message }
      : undefined;
  }
  if (typeof data !== 'object' || data === null) return undefined;
  for (const [key, value] of Object.entries(data)) {
    const at = `${path}/${key}`;
    const found = unstorable(key) ? unstorableTextField(key, at) : unstorableTextField(value, at);
    if (found) return found;
  }
  return undefined;
}

/**
 * Fastify's validator compiler for contract schemas. Query strings and path parameters are text,
 * so they are coerced to the declared types; JSON bodies are not (a number where a string is
 * declared is an error). Unknown fields are rejected by the schemas' additionalProperties:false
 * (Fastify's own default would silently strip them). A body is an object, or a list of objects
 * (a batch) whose items are checked the same way. A failure becomes INVALID_INPUT with a
 * borrower-readable message.
 */
export function contractValidatorCompiler(): FastifySchemaCompiler<object> {
  const strictAjv = createContractAjv({ coerceTypes: false });
  const coercingAjv = createContractAjv({ coerceTypes: true });
  return ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? strictAjv : coercingAjv;
    const validate = ajv.compile(schema);
    return (data: unknown) => {
      const valid = validate(data);
      const first = valid
        ? ((httpPart === 'body' ? undefined : nonFiniteField(schema, data)) ?? unstorableTextField(data))
        : validate.errors?.[0];
      if (valid && !first) return { value: data };
      if (httpPart === 'body' && first?.instancePath === '' && first.keyword === 'type') {
        return { error: new AppError('INVALID_INPUT', { msg: wrongBodyShape(schema) }) };
      }
      return { error: new AppError('INVALID_INPUT', first ? { msg: validationMessage(first) } : {}) };
    };
  };
}
