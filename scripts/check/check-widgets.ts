/**
 * Check (c): every node names a known widget of the screen's format, its props match the widget's
 * props schema (expressions allowed in place of any value), its events are the widget's, and only
 * containers have children.
 */
import { wordErrors } from './ajv-words.ts';
import type { Catalog, ScreenFile } from './catalog.ts';
import { pointerJoin } from './json-pointer.ts';
import type { Problem } from './problem.ts';
import { didYouMean } from './suggest.ts';
import { validateAllowingExpressions } from './tolerant-validate.ts';
import { EVENT_KEY, walkScreen } from './walk-screen.ts';
import { expectedOneOf, listOf } from './words.ts';

export function checkWidgets(screen: ScreenFile, catalog: Catalog): Problem[] {
  const problems: Problem[] = [];
  const report = (pointer: string, message: string) => problems.push({ file: screen.file, pointer, message });
  const known = [...catalog.widgets.keys()].sort();

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
      if (widget.since > screen.doc.format) {
        report(
          pointerJoin(pointer, 'type'),
          `the ${widget.type} widget first appears in format ${widget.since}, but this screen is written against format ${screen.doc.format}. Expected a widget of format ${screen.doc.format} or older, or a newer "format".`,
        );
      }

      const props = node.props ?? {};
      const propsAt = pointerJoin(pointer, 'props');
      for (const name of Object.keys(props)) {
        if (!widget.propNames.includes(name)) {
          const expected =
            widget.propNames.length === 0 ? ' It takes no props.' : expectedOneOf(widget.propNames);
          report(
            pointerJoin(propsAt, name),
            `"${name}" is not a property of the ${widget.type} widget.${expected}${didYouMean(name, widget.propNames)}`,
          );
        }
      }
      const errors = validateAllowingExpressions(widget.validate, props).filter(
        // Unknown props at the top are reported above, with the widget's own list.
        (e) => !(e.keyword === 'additionalProperties' && e.instancePath === ''),
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
              ? ` The ${widget.type} widget fires no events.`
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
