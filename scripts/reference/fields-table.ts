/** The fields table of the document's parts and of the actions: field, type, required, description. */
import { fieldRows } from './field-rows.ts';
import type { Schema } from './json-schema.ts';
import { code, prose, table } from './markdown.ts';
import type { TypeContext } from './type-text.ts';

export function fieldsTable(schema: Schema, context: TypeContext, skip: readonly string[] = []): string {
  const rows = fieldRows(schema, context, { skip });
  if (rows.length === 0) return 'No fields.';
  return table(
    ['Field', 'Type', 'Required', 'Description'],
    rows.map((row) => [code(row.name), row.type, row.required ? 'yes' : 'no', prose(row.description)]),
  );
}
