import type { FastifySchemaCompiler } from 'fastify';
import { createContractAjv } from './ajv.ts';
import { AppError } from './app-error.ts';
import { validationMessage } from './validation-message.ts';

/**
 * Fastify's validator compiler for contract schemas. Query strings and path parameters are text,
 * so they are coerced to the declared types; JSON bodies are not (a number where a string is
 * declared is an error). Unknown fields are rejected by the schemas' additionalProperties:false
 * (Fastify's own default would silently strip them). A failure becomes INVALID_INPUT with a
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
        return { error: new AppError('INVALID_INPUT', { msg: 'Please send the details as a JSON object.' }) };
      }
      return { error: new AppError('INVALID_INPUT', first ? { msg: validationMessage(first) } : {}) };
    };
  };
}
