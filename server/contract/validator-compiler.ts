import type { FastifySchemaCompiler } from 'fastify';
import { createContractAjv } from './ajv.ts';
import { AppError } from './app-error.ts';
import { validationMessage } from './validation-message.ts';

/**
 * What a body of the wrong kind is told. A list body's `x-message` says what the list must be
 * (e.g. "Send a list of 1 to 50 events."); an object body's is about its fields, so not used here.
 */
function wrongBodyShape(schema: object): string {
  const { type, 'x-message': message } = schema as { type?: unknown; 'x-message'?: unknown };
  if (type !== 'array') return 'Please send the details as a JSON object.';
  return typeof message === 'string' ? message : 'Please send the details as a JSON list.';
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
      if (validate(data)) return { value: data };
      const first = validate.errors?.[0];
      if (httpPart === 'body' && first?.instancePath === '' && first.keyword === 'type') {
        return { error: new AppError('INVALID_INPUT', { msg: wrongBodyShape(schema) }) };
      }
      return { error: new AppError('INVALID_INPUT', first ? { msg: validationMessage(first) } : {}) };
    };
  };
}
