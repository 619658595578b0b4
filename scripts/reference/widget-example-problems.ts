/**
 * Checks the examples of a widget's props schema before they are printed in the reference: the
 * schema has `examples` (a list of props objects), each passes the schema as a screen's props would
 * (expressions stand for any value, as in schemas:check), and every prop appears in at least one.
 */
import type { Widget } from '../check/load-widgets.ts';
import type { Problem } from '../check/problem.ts';
import { validateAllowingExpressions } from '../check/tolerant-validate.ts';
import { errorsText, shownExample } from './example-words.ts';
import { isObject, pointerSegment } from './json-schema.ts';

export function widgetExamples(widget: Widget): unknown[] {
  const examples = widget.propsSchema.examples;
  return Array.isArray(examples) ? examples : [];
}

export function widgetExampleProblems(widget: Widget): Problem[] {
  const problems: Problem[] = [];
  const add = (pointer: string, message: string) => problems.push({ file: widget.file, pointer, message });
  const examples = widgetExamples(widget);
  if (examples.length === 0) {
    const props = widget.propNames.length === 0 ? '{}' : `{ "${widget.propNames[0]}": ... }`;
    add(
      '',
      `the widget ${widget.type} has no example. Add "examples": [${props}] (a list of props objects) to its props schema.`,
    );
    return problems;
  }
  const shown = new Set<string>();
  examples.forEach((example, index) => {
    const pointer = `/examples/${index}`;
    if (!isObject(example)) {
      add(
        pointer,
        `the example ${shownExample(example)} is not a props object. Write the props as an object, e.g. { "label": "Sign In" }.`,
      );
      return;
    }
    Object.keys(example).forEach((key) => shown.add(key));
    const errors = validateAllowingExpressions(widget.validate, example);
    if (errors.length > 0) {
      add(
        pointer,
        `the example ${shownExample(example)} does not pass the props schema of ${widget.type}: ${errorsText(errors)}. Fix the example or the schema.`,
      );
    }
  });
  for (const prop of widget.propNames.filter((name) => !shown.has(name))) {
    add(
      `/properties/${pointerSegment(prop)}`,
      `the prop "${prop}" of ${widget.type} appears in no example. Add it to one of the "examples".`,
    );
  }
  return problems;
}
