/** "Actions": every action kind of the meta-schema, with its fields and examples. */
import { jsonExamples } from './example-text.ts';
import { fieldsTable } from './fields-table.ts';
import { objectAt, textAt, type Schema } from './json-schema.ts';
import { link, prose, sections } from './markdown.ts';
import { actionKinds } from './meta-parts.ts';
import { actionHeading, type ReferenceLinks } from './reference-links.ts';

export function actionsSection(meta: Schema, links: ReferenceLinks): string {
  const defs = objectAt(meta, '$defs');
  const kinds = actionKinds(meta).sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const index = kinds.map(({ name }) => link(name, actionHeading(name))).join(', ');
  return sections(
    '## Actions',
    prose(textAt(defs.actionSlot, 'description')),
    'Event keys (`onPress`, `onEnter`, `onSuccess`, ...) take one action or a list. Each action is an object whose `action` key says what it does:',
    index,
    ...kinds.map(({ name, variant }) =>
      variant
        ? sections(
            `### ${actionHeading(name)}`,
            prose(textAt(variant.schema, 'description')),
            fieldsTable(variant.schema, links, ['action']),
            jsonExamples(Array.isArray(variant.schema.examples) ? variant.schema.examples : []),
          )
        : '',
    ),
  );
}
