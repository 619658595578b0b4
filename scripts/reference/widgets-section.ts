/** "Widgets": every widget of widgets/*\/props.schema.json, its facts, props and examples as nodes. */
import type { Widget } from '../check/load-widgets.ts';
import { jsonExamples } from './example-text.ts';
import { fieldRows } from './field-rows.ts';
import { textAt, type Schema } from './json-schema.ts';
import { code, link, prose, sections, table } from './markdown.ts';
import type { TypeContext } from './type-text.ts';
import { widgetExamples } from './widget-example-problems.ts';

function facts(widget: Widget): string {
  const events = widget.events.length === 0 ? 'none' : widget.events.map(code).join(', ');
  const container = widget.container ? 'yes: its `children` are drawn inside it' : 'no';
  return [
    `- Since format ${widget.since}`,
    `- Events: ${events}`,
    `- Container: ${container}`,
    `- Props schema: ${code(widget.file)}`,
  ].join('\n');
}

function propsTable(widget: Widget): string {
  // A props schema's own references (none today) are shown by name; they are not meta-schema types.
  const context: TypeContext = {
    document: widget.propsSchema,
    refText: (name, def) => code(textAt(def, 'title') ?? name),
  };
  const rows = fieldRows(widget.propsSchema as Schema, context);
  if (rows.length === 0) return 'No props.';
  const withSince = rows.some((row) => row.since !== undefined);
  const header = [
    'Prop',
    'Type',
    'Required',
    'Default',
    ...(withSince ? ['Since format'] : []),
    'Description',
  ];
  return table(
    header,
    rows.map((row) => [
      code(row.name),
      row.type,
      row.required ? 'yes' : 'no',
      row.defaultValue ?? '—',
      ...(withSince ? [row.since === undefined ? '—' : String(row.since)] : []),
      prose(row.description),
    ]),
  );
}

export function widgetsSection(widgets: readonly Widget[]): string {
  const sorted = [...widgets].sort((a, b) => a.type.localeCompare(b.type, 'en'));
  return sections(
    '## Widgets',
    'A widget node is `{ "type": "<Widget>", "props": { ... } }` (see [Widget nodes](#widget-nodes)); any prop value may be an expression. The widgets:',
    sorted.map((w) => link(w.type, w.type)).join(', '),
    ...sorted.map((widget) =>
      sections(
        `### ${widget.type}`,
        prose(textAt(widget.propsSchema, 'description')),
        facts(widget),
        propsTable(widget),
        jsonExamples(widgetExamples(widget), (props) => ({ type: widget.type, props })),
      ),
    ),
  );
}
