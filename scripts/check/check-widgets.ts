/**
 * Check (c): every node names a known widget of the screen's format and only props of that format
 * (`"x-since"`), its props match the widget's props schema (expressions allowed in place of any
 * value), its events are the widget's, and only containers have children.
 */
import { renamedHint, wordErrors } from './ajv-words.ts';
import type { Catalog, ScreenFile } from './catalog.ts';
import type { ErrorObject } from 'ajv';
import { pointerJoin } from './json-pointer.ts';
import type { Widget } from './load-widgets.ts';
import type { Problem } from './problem.ts';
import { didYouMean } from './suggest.ts';
import { validateAllowingExpressions } from './tolerant-validate.ts';
import { EVENT_KEY, walkScreen } from './walk-screen.ts';
import { expectedOneOf, listOf } from './words.ts';

/** The format a prop first appears in (`"x-since"` in the props schema), when newer than its widget. */
function propSince(widget: Widget, name: string): number | undefined {
  const properties = widget.propsSchema.properties as Record<string, { 'x-since'?: unknown }> | undefined;
  const since = properties?.[name]?.['x-since'];
  return typeof since === 'number' ? since : undefined;
}

/**
 * Widgets and props newer than the format the file is written against. Read from the file as
 * written: an older screen is otherwise checked as upgraded (check-format.ts), where a prop the
 * migration renamed would look new.
 */
function reportNewerThanFormat(
  screen: ScreenFile,
  catalog: Catalog,
  report: (pointer: string, message: string) => void,
): void {
  const written = screen.asWritten ?? screen.doc;
  const format: number = written.format;
  walkScreen(written, {
    node(node, pointer) {
      const widget = catalog.widgets.get(node.type);
      if (!widget) return;
      if (widget.since > format) {
        report(
          pointerJoin(pointer, 'type'),
          `the ${widget.type} widget first appears in format ${widget.since}, but this screen is written against format ${format}. Expected a widget of format ${format} or older, or a newer "format".`,
        );
      }
      for (const name of Object.keys(node.props ?? {})) {
        const since = propSince(widget, name);
        if (since === undefined || since <= format) continue;
        report(
          pointerJoin(pointer, 'props', name),
          `the "${name}" property of the ${widget.type} widget first appears in format ${since}, but this screen is written against format ${format}. Expected a property of format ${format} or older, or a newer "format".`,
        );
      }
    },
  });
}

/** Whether a missing required prop is there under the name it had before (its `x-was`). */
function writtenUnderOldName(widget: Widget, props: Record<string, unknown>, error: ErrorObject): boolean {
  const properties = widget.propsSchema.properties as Record<string, { 'x-was'?: unknown }> | undefined;
  const was = properties?.[String(error.params.missingProperty)]?.['x-was'];
  return typeof was === 'string' && was in props;
}

export function checkWidgets(screen: ScreenFile, catalog: Catalog): Problem[] {
  const problems: Problem[] = [];
  const report = (pointer: string, message: string) => problems.push({ file: screen.file, pointer, message });
  const known = [...catalog.widgets.keys()].sort();
  reportNewerThanFormat(screen, catalog, report);

  walkScreen(screen.doc, {
    node(node, pointer) {
      const widget = catalog.widgets.get(node.type);
      if (!widget) {
        report(
          pointerJoin(pointer, 'type'),
          `"${node.type}" is not a known widget.${expectedOneOf(known)}${didYouMean(node.type, known)}`,
        );
        return;
      }

      const props = node.props ?? {};
      const propsAt = pointerJoin(pointer, 'props');
      for (const name of Object.keys(props)) {
        if (!widget.propNames.includes(name)) {
          const expected =
            widget.propNames.length === 0 ? ' It takes no props.' : expectedOneOf(widget.propNames);
          report(
            pointerJoin(propsAt, name),
            `"${name}" is not a property of the ${widget.type} widget.${expected}${didYouMean(name, widget.propNames) || renamedHint(name, widget.propsSchema.properties)}`,
          );
        }
      }
      const errors = validateAllowingExpressions(widget.validate, props).filter(
        // Unknown props at the top are reported above, with the widget's own list; a required prop
        // written under its old name is reported there too (as renamed), not also as missing.
        (e) =>
          !(e.keyword === 'additionalProperties' && e.instancePath === '') &&
          !(e.keyword === 'required' && e.instancePath === '' && writtenUnderOldName(widget, props, e)),
      );
      for (const { pointer: at, message } of wordErrors(errors, {
        rootNoun: `the ${widget.type} widget`,
        rootKeyWord: 'property',
      })) {
        report(propsAt + at, message);
      }

      for (const key of Object.keys(node).filter((k) => EVENT_KEY.test(k))) {
        if (!widget.events.includes(key)) {
          const expected =
            widget.events.length === 0
              ? ` The ${widget.type} widget fires no events: remove "${key}", or wrap it in a widget that does (e.g. ListItem or Button).`
              : expectedOneOf(widget.events);
          report(
            pointerJoin(pointer, key),
            `${key} is not an event of the ${widget.type} widget.${expected}${didYouMean(key, widget.events)}`,
          );
        }
      }
      if (node.children !== undefined && !widget.container) {
        const containers = [...catalog.widgets.values()].filter((w) => w.container).map((w) => w.type);
        report(
          pointerJoin(pointer, 'children'),
          `the ${widget.type} widget does not take children. Expected children only on containers: ${listOf(containers.sort())}.`,
        );
      }
    },
  });
  return problems;
}
