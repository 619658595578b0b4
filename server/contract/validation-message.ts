import type { ErrorObject } from 'ajv';
import { fieldMessageWording } from './field-messages.ts';
import type { Wording } from './wording.ts';

type SchemaNode = { 'x-message'?: unknown; properties?: Record<string, SchemaNode> } | undefined;

/** Where a list body's item sits in the path, counted from 1 as people do ("item 2"). */
function itemOf(segments: string[]): { index: number; position: string } | undefined {
  const index = segments.findIndex((segment) => /^\d+$/.test(segment));
  return index === -1 ? undefined : { index, position: `item ${Number(segments[index]) + 1}` };
}

/** `gps.latitude`; inside a list body `behavior of item 2`. */
function fieldName(error: ErrorObject): string {
  const segments = error.instancePath.split('/').filter(Boolean);
  const item = itemOf(segments);
  if (!item) return segments.join('.') || 'request';
  const inside = segments.slice(item.index + 1).join('.');
  return inside ? `${inside} of ${item.position}` : item.position;
}

/** " (item 2)" when the error is inside an item of a list body, else nothing. */
function inItem(error: ErrorObject): string {
  const item = itemOf(error.instancePath.split('/').filter(Boolean));
  return item ? ` (${item.position})` : '';
}

/** The schema's `x-message`, in each language (decision 0057). */
function ownMessage(schema: SchemaNode): Wording | undefined {
  const message = schema?.['x-message'];
  return typeof message === 'string' ? fieldMessageWording(message) : undefined;
}

/** A sentence for keywords whose schema carries no `x-message`. */
function genericMessage(error: ErrorObject, field: string): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type':
      return `${field} must be ${params.type === 'integer' ? 'a whole number' : `a ${String(params.type).split(',').join(' or ')}`}.`;
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
    case 'minItems':
      return `${field} must list at least ${String(params.limit)} ${params.limit === 1 ? 'item' : 'items'}.`;
    case 'maxItems':
      return `${field} must list at most ${String(params.limit)} ${params.limit === 1 ? 'item' : 'items'}.`;
    case 'enum':
    case 'const':
      return `${field} is not one of the accepted values.`;
    default:
      return `${field} is not valid.`;
  }
}

/**
 * Turns ajv's first error into a sentence a borrower can act on: the failing field's `x-message`
 * when its schema has one (in each language), else a plain English sentence naming the field, for
 * the developer of a client that sent it.
 */
export function validationMessage(error: ErrorObject): string | Wording {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') {
    const missing = String(params.missingProperty);
    const schema = error.parentSchema as SchemaNode;
    return ownMessage(schema?.properties?.[missing]) ?? `Please provide ${missing}${inItem(error)}.`;
  }
  if (error.keyword === 'additionalProperties') {
    return `"${String(params.additionalProperty)}" is not an accepted field${inItem(error)}.`;
  }
  return ownMessage(error.parentSchema as SchemaNode) ?? genericMessage(error, fieldName(error));
}
