/**
 * "The screen document": the top-level keys, then each part a screen declares (route, data sources,
 * state, forms with their fields and rules, dialogs, widget nodes), from the meta-schema.
 */
import { fieldsTable } from './fields-table.ts';
import { isObject, objectAt, textAt, type Schema } from './json-schema.ts';
import { code, prose, sections, table } from './markdown.ts';
import { variants } from './meta-parts.ts';
import { jsonExamples } from './example-text.ts';
import { fieldRows } from './field-rows.ts';
import type { ReferenceLinks } from './reference-links.ts';
import { typeText } from './type-text.ts';

function examplesOf(schema: unknown): unknown[] {
  return isObject(schema) && Array.isArray(schema.examples) ? schema.examples : [];
}

/** A part of the document drawn from one definition: its description, fields and examples. */
function part(heading: string, def: Schema, links: ReferenceLinks, lead?: string): string {
  return sections(
    `### ${heading}`,
    lead,
    prose(textAt(def, 'description')),
    fieldsTable(def, links),
    jsonExamples(examplesOf(def)),
  );
}

function ruleSection(meta: Schema, links: ReferenceLinks): string {
  const rule = objectAt(objectAt(meta, '$defs'), 'rule');
  const rows = variants(meta, 'rule', 'rule').flatMap((variant) =>
    fieldRows(variant.schema, links, { skip: ['rule'] }).map((row) => [
      variant.names.map(code).join(', '),
      code(row.name),
      row.type,
      row.required ? 'yes' : 'no',
      prose(row.description),
    ]),
  );
  return sections(
    '### Field rules',
    prose(textAt(rule, 'description')),
    'Each rule is an object with a `rule` key; the other fields depend on the rule:',
    table(['Rules', 'Field', 'Type', 'Required', 'Description'], rows),
    jsonExamples(examplesOf(rule)),
  );
}

function nodeSection(node: Schema, links: ReferenceLinks): string {
  const events = Object.entries(objectAt(node, 'patternProperties')).map(([pattern, slot]) => {
    const holds = isObject(slot) ? typeText(slot, links) : 'actions';
    return `Keys matching ${code(pattern)} (${code('onPress')}, ${code('onChange')}, ...) hold ${holds} for the events the widget declares (see each widget below).`;
  });
  return sections(part('Widget nodes', node, links), ...events);
}

export function documentSection(meta: Schema, metaFile: string, links: ReferenceLinks): string {
  const defs = objectAt(meta, '$defs');
  const state = objectAt(objectAt(meta, 'properties'), 'state');
  return sections(
    '## The screen document',
    `One screen per file in ${code('schemas/screens/')}, checked against ${code(metaFile)}.`,
    '### Top-level keys',
    prose(textAt(meta, 'description')),
    fieldsTable(meta, links),
    jsonExamples(examplesOf(meta)),
    part('Route', objectAt(defs, 'route'), links),
    part('Data sources', objectAt(defs, 'dataSource'), links, 'Each key of `data` names a data source:'),
    sections('### State', prose(textAt(state, 'description')), jsonExamples(examplesOf(state))),
    part('Forms', objectAt(defs, 'form'), links, 'Each key of `forms` names a form:'),
    part('Form fields', objectAt(defs, 'field'), links, "Each key of a form's `fields` names a field:"),
    part('Dynamic field groups', objectAt(defs, 'dynamicFieldGroup'), links),
    ruleSection(meta, links),
    part('Dialogs', objectAt(defs, 'dialog'), links, 'Each key of `dialogs` names a dialog:'),
    nodeSection(objectAt(defs, 'node'), links),
  );
}
