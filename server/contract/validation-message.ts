import type { ErrorObject } from 'ajv';

type SchemaNode = { 'x-message'?: unknown; properties?: Record<string, SchemaNode> } | undefined;

function fieldName(error: ErrorObject): string {
  const segments = error.instancePath.split('/').filter(Boolean);
  return segments.join('.') || 'request';
}

function ownMessage(schema: SchemaNode): string | undefined {
  const message = schema?.['x-message'];
  return typeof message === 'string' ? message : undefined;
}

/** A sentence for keywords whose schema carries no `x-message`. */
function genericMessage(error: ErrorObject, field: string): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type':
      return `${field} must be ${params.type === 'integer' ? 'a whole number' : `a ${String(params.type)}`}.`;
    case 'pattern':
    case 'format':
      return `${field} is not in the right format.`;
    case 'minLength':
      return `${field} must have at least ${String(params.limit)} characters.`;
    case 'maxLength':
      return `${field} must have at most ${String(params.limit)} characters.`;
    case 'minimum':
      return `${field} must be at least ${String(params.limit)}.`;
    case 'maximum':
      return `${field} must be at most ${String(params.limit)}.`;
    case 'enum':
    case 'const':
      return `${field} is not one of the accepted values.`;
    default:
      return `${field} is not valid.`;
  }
}

/**
 * Turns ajv's first error into a sentence a borrower can act on: the failing field's `x-message`
 * when its schema has one, else a plain sentence naming the field.
 */
export function validationMessage(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') {
    const missing = String(params.missingProperty);
    const schema = error.parentSchema as SchemaNode;
    return ownMessage(schema?.properties?.[missing]) ?? `Please provide ${missing}.`;
  }
  if (error.keyword === 'additionalProperties') {
    return `"${String(params.additionalProperty)}" is not an accepted field.`;
  }
  return ownMessage(error.parentSchema as SchemaNode) ?? genericMessage(error, fieldName(error));
}
