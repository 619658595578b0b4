/**
 * Keeps each form's server-described fields (`forms.<id>.dynamic`) in step with the expressions that
 * give them: after the data has loaded, and again whenever one of those values changes. The mapping
 * itself is `server-fields.ts`; problems in what the server sent are reported, never thrown.
 */
import type { FieldDef } from '../document/types.ts';
import { jsonEqual } from '../expressions/equality.ts';
import type { ScreenForms } from './screen-forms.ts';
import { mapServerFields } from './server-fields.ts';

export interface DynamicFieldsDeps {
  forms: ScreenForms;
  /** Evaluates an expression of the document at `pointer` with the screen's current scope. */
  evaluate(expression: unknown, pointer: string): unknown;
  report(kind: string, detail: Record<string, unknown>): void;
}

/** Re-reads every dynamic group; a form whose groups' values did not change is left alone. */
export function createDynamicFieldsSync({ forms, evaluate, report }: DynamicFieldsDeps): () => void {
  const lastLists = new Map<string, unknown[]>();
  return () => {
    for (const id of forms.ids()) {
      const groups = forms.declared(id)?.dynamic;
      const form = groups && groups.length > 0 ? forms.get(id) : undefined;
      if (!form || !groups) continue;
      const lists = groups.map((group, index) =>
        evaluate(group.fields, `/forms/${id}/dynamic/${index}/fields`),
      );
      const last = lastLists.get(id);
      if (last && jsonEqual(last, lists)) continue;
      lastLists.set(id, lists);

      const entries: Array<[string, FieldDef]> = [];
      const seen = new Set<string>();
      groups.forEach((group, index) => {
        const mapped = mapServerFields(lists[index], index, group.optionalWhen);
        for (const problem of mapped.problems)
          report('field.dynamic', { form: id, group: index, ...problem });
        for (const [name, def] of mapped.fields) {
          if (seen.has(name)) {
            report('field.dynamic', { form: id, group: index, field: name, message: 'listed in two groups' });
            continue;
          }
          seen.add(name);
          entries.push([name, def]);
        }
      });
      for (const field of form.setDynamicFields(entries)) {
        report('field.dynamic', { form: id, field, message: 'declared by the screen too: the screen wins' });
      }
    }
  };
}
