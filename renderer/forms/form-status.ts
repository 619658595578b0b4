/**
 * `formStatus.<id>`: whether a form is complete (every field a borrower must fill, as things stand,
 * is filled) and whether it differs from its defaults. Pure: the caller says which rules apply now.
 */
import type { FieldDef, FieldRule } from '../document/types.ts';
import { jsonEqual } from '../expressions/equality.ts';
import { isEmptyValue } from './rule-checks.ts';

export interface FormStatus {
  complete: boolean;
  dirty: boolean;
}

/** True when every field whose applying `required` rule has a value and every applying `checked` box is ticked. */
export function formComplete(
  fields: Readonly<Record<string, FieldDef>>,
  values: Readonly<Record<string, unknown>>,
  applies: (rule: FieldRule) => boolean,
): boolean {
  return Object.entries(fields).every(([name, def]) =>
    (def.rules ?? []).every((rule) => {
      if (rule.rule === 'required') return !applies(rule) || !isEmptyValue(values[name]);
      if (rule.rule === 'checked') return !applies(rule) || values[name] === true;
      return true;
    }),
  );
}

/** True when some field's value differs from its default (a file picked counts as a change). */
export function formDirty(
  fields: Readonly<Record<string, FieldDef>>,
  values: Readonly<Record<string, unknown>>,
): boolean {
  return Object.entries(fields).some(([name, def]) => !jsonEqual(values[name] ?? '', def.default ?? ''));
}
