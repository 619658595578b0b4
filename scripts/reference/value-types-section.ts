/**
 * "Value types": the meta-schema definitions the tables link to (names, paths, expressions...),
 * each with what it accepts. Printing one may link to others, so this runs until no new one appears.
 */
import { jsonExamples } from './example-text.ts';
import { fieldsTable } from './fields-table.ts';
import { isObject, objectAt, textAt, type Schema } from './json-schema.ts';
import { prose, sections } from './markdown.ts';
import { titleOf, valueTypeHeading, type ReferenceLinks } from './reference-links.ts';
import { typeText } from './type-text.ts';

export function valueTypesSection(meta: Schema, links: ReferenceLinks): string {
  const defs = objectAt(meta, '$defs');
  const printed = new Map<string, string>();
  for (
    let pending = [...links.used];
    pending.length > 0;
    pending = [...links.used].filter((n) => !printed.has(n))
  ) {
    for (const name of pending) {
      const def = objectAt(defs, name);
      const expect = textAt(def, 'x-expect');
      printed.set(
        name,
        sections(
          `### ${valueTypeHeading(titleOf(name, def))}`,
          prose(textAt(def, 'description')),
          `Accepts: ${typeText(def, links)}.`,
          expect && `Expected: ${prose(expect)}.`,
          isObject(def.properties) && fieldsTable(def, links),
          jsonExamples(Array.isArray(def.examples) ? def.examples : []),
        ),
      );
    }
  }
  const ordered = [...printed].sort(([a], [b]) =>
    titleOf(a, objectAt(defs, a)).localeCompare(titleOf(b, objectAt(defs, b)), 'en'),
  );
  return sections(
    '## Value types',
    'The kinds of values the tables above refer to.',
    ...ordered.map(([, text]) => text),
  );
}
