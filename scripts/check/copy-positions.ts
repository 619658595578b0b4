/**
 * Where a screen shows borrowers a text, read from the `"x-copy": true` annotations of the screen
 * meta-schema (route title, field labels, rule messages, dialog titles, toasts) and of the widgets'
 * props schemas (labels, texts, hints...), and which literal texts sit there (decision 0016). Ids,
 * paths, routes, enum values, URLs, storage keys and the values state is compared with are never
 * annotated, so they are never taken for copy.
 */
import type { ValidateFunction } from 'ajv';
import { parseTemplate } from '../../renderer/expressions/template.ts';
import { isCopyRef } from '../../server/modules/content/copy/resolve-copy.ts';
import { createAjv } from './ajv-instance.ts';
import { pointerJoin } from './json-pointer.ts';
import { readMetaSchema } from './meta-schema.ts';
import { walkScreen } from './walk-screen.ts';
import type { Screen } from '../../schemas/generated/screen.ts';

export interface InlineText {
  /** Where the text is written (for a `concat` of texts and bindings: the whole `$fn`). */
  pointer: string;
  /** The text as the catalogue would hold it (a `concat` becomes a `{{path}}` template). */
  text: string;
}

interface PropsSchemaSource {
  type: string;
  propsSchema: Record<string, unknown>;
}

/** Whether a string has letters outside its `{{path}}` placeholders (`"₹ {{x}}"` and `"+91"` have none). */
export function hasWords(value: string): boolean {
  return parseTemplate(value).some(
    (part) => part.kind !== 'path' && /\p{L}/u.test(part.kind === 'text' ? part.text : ''),
  );
}

const isBind = (value: unknown): value is { $bind: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { $bind?: unknown }).$bind === 'string' &&
  Object.keys(value).length === 1;

/** `concat` of texts, numbers and bindings only: one sentence, better kept whole as a template. */
function concatAsTemplate(args: unknown[]): string | undefined {
  if (!args.every((a) => typeof a === 'string' || typeof a === 'number' || isBind(a))) return undefined;
  if (!args.some((a) => typeof a === 'string' && hasWords(a))) return undefined;
  return args.map((a) => (isBind(a) ? `{{${a.$bind}}}` : String(a))).join('');
}

/**
 * The literal texts of a value in a copy position: the value itself, the items of a list, and the
 * parts of an expression that become the shown text (both branches of `$if`, the arguments of
 * `default`, `upper`, `lower`, `concat`); conditions and bindings are not texts.
 */
export function inlineTexts(value: unknown, pointer: string): InlineText[] {
  if (typeof value === 'string') return hasWords(value) ? [{ pointer, text: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => inlineTexts(item, pointerJoin(pointer, i)));
  if (typeof value !== 'object' || value === null || isCopyRef(value)) return [];
  const record = value as Record<string, unknown>;
  if (Array.isArray(record.$if)) {
    return record.$if.flatMap((branch, i) =>
      i === 0 ? [] : inlineTexts(branch, pointerJoin(pointer, '$if', i)),
    );
  }
  if (typeof record.$fn === 'string' && Array.isArray(record.args)) {
    const args = record.args as unknown[];
    const at = (i: number) => pointerJoin(pointer, 'args', i);
    if (record.$fn === 'concat') {
      const template = concatAsTemplate(args);
      if (template !== undefined) return [{ pointer, text: template }];
      return args.flatMap((arg, i) => inlineTexts(arg, at(i)));
    }
    if (record.$fn === 'default') return args.flatMap((arg, i) => inlineTexts(arg, at(i)));
    if (record.$fn === 'upper' || record.$fn === 'lower') return inlineTexts(args[0], at(0));
  }
  return [];
}

/** Runs a schema over a value and returns the instance pointers its `x-copy` annotations apply to. */
function annotationCollector() {
  let found: string[] = [];
  const ajv = createAjv({ strict: false });
  ajv.removeKeyword('x-copy');
  ajv.addKeyword({
    keyword: 'x-copy',
    schemaType: 'boolean',
    validate: (annotated: boolean, _data: unknown, _parent: unknown, where?: { instancePath: string }) => {
      if (annotated && where) found.push(where.instancePath);
      return true;
    },
  });
  const compiled = new Map<unknown, ValidateFunction>();
  return (schema: Record<string, unknown>, value: unknown): string[] => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    found = [];
    validate(value);
    return [...new Set(found)];
  };
}

function valueAt(document: unknown, pointer: string): unknown {
  let current = document;
  for (const raw of pointer.split('/').slice(1)) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/**
 * A finder of copy positions for screens of any format, given the widgets' props schemas. The screen
 * is the document as written (with its `$copy` references), already known to have a valid structure.
 */
export function copyPositionFinder(widgets: ReadonlyMap<string, PropsSchemaSource>) {
  const collect = annotationCollector();
  const metaSchemas = new Map<number, Record<string, unknown>>();
  const metaSchema = (format: number) => {
    if (!metaSchemas.has(format)) metaSchemas.set(format, readMetaSchema(format));
    return metaSchemas.get(format)!;
  };

  /** Every copy position of the screen with the value written there. */
  function positions(screen: Screen): Array<{ pointer: string; value: unknown }> {
    const pointers = collect(metaSchema(screen.format), screen);
    walkScreen(screen, {
      node(node, pointer) {
        const widget = widgets.get(node.type);
        if (!widget || node.props === undefined) return;
        const propsAt = pointerJoin(pointer, 'props');
        for (const inner of collect(widget.propsSchema, node.props)) pointers.push(propsAt + inner);
      },
    });
    return pointers.map((pointer) => ({ pointer, value: valueAt(screen, pointer) }));
  }

  /** The literal texts borrowers read in the screen that are not yet in the catalogue. */
  function inlineTextsOf(screen: Screen): InlineText[] {
    return positions(screen).flatMap(({ pointer, value }) => inlineTexts(value, pointer));
  }

  return { positions, inlineTextsOf };
}
