/**
 * Check (h): every name an action or a field widget uses is declared in the screen: dialogs opened
 * and closed, forms submitted, sources refreshed or polled, state keys set or counted down, fields
 * compared by `equalsField`, the `form`/`field` a field widget binds to or `setField` fills.
 */
import type { Catalog, ScreenFile } from './catalog.ts';
import { pointerJoin } from './json-pointer.ts';
import type { Problem } from './problem.ts';
import { didYouMean } from './suggest.ts';
import { walkScreen } from './walk-screen.ts';
import { expectedOneOf } from './words.ts';

export function checkReferences(screen: ScreenFile, catalog: Catalog): Problem[] {
  const problems: Problem[] = [];
  const { doc } = screen;
  const declared = {
    dialog: Object.keys(doc.dialogs ?? {}),
    form: Object.keys(doc.forms ?? {}),
    source: Object.keys(doc.data ?? {}),
    state: Object.keys(doc.state ?? {}),
  };
  const where = { dialog: '"dialogs"', form: '"forms"', source: '"data"', state: '"state"' };
  const expect = (
    kind: keyof typeof declared,
    name: string,
    pointer: string,
    noun = kind === 'state' ? 'state key' : kind,
  ) => {
    const names = declared[kind];
    if (names.includes(name)) return;
    const expected =
      names.length === 0 ? ` This screen declares no ${noun}s in ${where[kind]}.` : expectedOneOf(names);
    problems.push({
      file: screen.file,
      pointer,
      message: `the ${noun} "${name}" is not declared in ${where[kind]}.${expected}${didYouMean(name, names)}`,
    });
  };

  /** A field of a declared form; a form with dynamic groups also has the fields the server names. */
  const expectField = (form: string, field: string, pointer: string) => {
    const declaredForm = doc.forms?.[form];
    if (!declaredForm || (declaredForm.dynamic?.length ?? 0) > 0) return;
    const fields = Object.keys(declaredForm.fields);
    if (fields.includes(field)) return;
    problems.push({
      file: screen.file,
      pointer,
      message: `the form "${form}" has no field "${field}".${expectedOneOf(fields)}${didYouMean(field, fields)}`,
    });
  };

  walkScreen(doc, {
    action(action, pointer) {
      switch (action.action) {
        case 'openDialog':
          expect('dialog', action.dialog, pointerJoin(pointer, 'dialog'));
          break;
        case 'closeDialog':
          if (action.dialog !== undefined) expect('dialog', action.dialog, pointerJoin(pointer, 'dialog'));
          break;
        case 'submit':
          expect('form', action.form, pointerJoin(pointer, 'form'));
          break;
        case 'refresh':
        case 'poll':
          expect('source', action.source, pointerJoin(pointer, 'source'), 'data source');
          break;
        case 'setState':
        case 'countdown':
          expect('state', action.key, pointerJoin(pointer, 'key'));
          break;
        case 'setField':
          expect('form', action.form, pointerJoin(pointer, 'form'));
          expectField(action.form, action.field, pointerJoin(pointer, 'field'));
          break;
        case 'resetForm':
          expect('form', action.form, pointerJoin(pointer, 'form'));
          break;
        default:
          break;
      }
    },
    node(node, pointer) {
      const widget = catalog.widgets.get(node.type);
      const form = node.props?.form;
      if (!widget?.propNames.includes('form') || typeof form !== 'string') return;
      expect('form', form, pointerJoin(pointer, 'props', 'form'));
      const field = node.props?.field;
      if (typeof field === 'string') expectField(form, field, pointerJoin(pointer, 'props', 'field'));
    },
  });

  for (const [formId, form] of Object.entries(doc.forms ?? {})) {
    const fields = Object.keys(form.fields);
    const serverNamed = (form.dynamic?.length ?? 0) > 0;
    for (const [field, definition] of Object.entries(form.fields)) {
      definition.rules?.forEach((rule, i) => {
        if (rule.rule === 'equalsField' && !fields.includes(rule.field) && !serverNamed) {
          problems.push({
            file: screen.file,
            pointer: pointerJoin('/forms', formId, 'fields', field, 'rules', i, 'field'),
            message: `the form "${formId}" has no field "${rule.field}" to compare with.${expectedOneOf(fields)}${didYouMean(rule.field, fields)}`,
          });
        }
      });
    }
  }
  return problems;
}
