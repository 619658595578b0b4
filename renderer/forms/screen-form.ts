/**
 * One form of a screen (`forms.<id>`): a react-hook-form control created outside React, the field
 * definitions it runs on now (the screen's own, then those the server described, which arrive after
 * the data has loaded), whether each rule's `when` holds, and its `formStatus`.
 */
import { createFormControl, type FieldValues } from 'react-hook-form';
import type { FieldDef, FieldRule, FormDef } from '../document/types.ts';
import { jsonEqual } from '../expressions/equality.ts';
import type { FieldRefusal } from './field-refusals.ts';
import { draftOf, isDraftValue, keptInDraft } from './form-draft.ts';
import { formComplete, formDirty, type FormStatus } from './form-status.ts';
import { lazyResolver } from './lazy-resolver.ts';
import { applyInputFilter } from './input-filters.ts';
import { isEmptyValue, ruleApplies } from './rule-checks.ts';
import type { FormWhenHolds } from './rules-to-zod.ts';

export type FormMethods = ReturnType<typeof createFormControl<FieldValues>>;

export interface ScreenForm {
  id: string;
  /** The form as the screen declares it. */
  def: FormDef;
  methods: FormMethods;
  /** The current field definitions; the same object until they change. */
  fields(): Readonly<Record<string, FieldDef>>;
  /** The current field names in drawing order (declared first); the same array until they change. */
  names(): readonly string[];
  /** Called after the field definitions changed. */
  subscribeFields(listener: () => void): () => void;
  /**
   * Replaces the server-described fields. New fields start at their default, fields that are gone
   * are dropped with their value. Returns the names skipped because the screen declares them itself.
   */
  setDynamicFields(entries: ReadonlyArray<readonly [string, FieldDef]>): string[];
  /**
   * Puts a value into a current field as typed input would be (text through the field's filter and
   * maxLength), re-validating it once the form was submitted. False for a field the form has not.
   */
  setFieldValue(name: string, value: unknown): boolean;
  /**
   * Puts every field back to its default (server-described fields to theirs) and forgets the
   * submit: no errors, not submitted, not dirty — the form as first drawn.
   */
  reset(): void;
  /**
   * Shows the server's refusal of each named field on it, as the form's own rules' messages are
   * shown, and focuses the first in drawing order; fields the form has not are passed over. A mark
   * goes when the field is changed (and passes the rules) or the form is submitted again.
   */
  markRefused(refusals: readonly FieldRefusal[]): void;
  /** Whether a rule applies for these values (default: the current ones). */
  ruleApplies(rule: FieldRule, values?: Readonly<Record<string, unknown>>): boolean;
  status(): FormStatus;
  /**
   * What the form's draft keeps now (form-draft.ts): the kept fields' changed values, with those
   * of a put-back draft whose server-described field has not arrived yet. Empty without `draft`.
   */
  draft(): Record<string, unknown>;
}

const NOT_EVALUATED: FormStatus = { complete: false, dirty: false };

function defaultValues(def: FormDef): FieldValues {
  return Object.fromEntries(Object.entries(def.fields).map(([name, field]) => [name, field.default ?? '']));
}

/** The values a form is first drawn with: its defaults, with a put-back draft's kept values. */
function startValues(def: FormDef, restored: Readonly<Record<string, unknown>>): FieldValues {
  const values = defaultValues(def);
  for (const [name, field] of Object.entries(def.fields)) {
    const value = restored[name];
    if (Object.hasOwn(restored, name) && keptInDraft(def, field) && isDraftValue(value))
      values[name] = asEntered(value, field);
  }
  return values;
}

/** A value as an input would hold it: numbers become text, text goes through the field's filter. */
function asEntered(value: unknown, def: FieldDef | undefined): unknown {
  if (value === undefined || value === null) return '';
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' ? applyInputFilter(text, def?.input, def?.maxLength) : text;
}

export function createScreenForm(
  id: string,
  def: FormDef,
  whenHolds?: FormWhenHolds,
  restored: Readonly<Record<string, unknown>> = {},
): ScreenForm {
  const declared = Object.keys(def.fields);
  // A draft's values of server-described fields wait for their field (setDynamicFields).
  const pending = new Map(
    def.draft === true
      ? Object.entries(restored).filter(
          ([name, value]) => !Object.hasOwn(def.fields, name) && isDraftValue(value),
        )
      : [],
  );
  let dynamic: ReadonlyArray<readonly [string, FieldDef]> = [];
  let fields: Readonly<Record<string, FieldDef>> = def.fields;
  let names: readonly string[] = declared;
  const listeners = new Set<() => void>();
  let computingStatus = false;

  const methods = createFormControl<FieldValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: startValues(def, restored),
    resolver: lazyResolver({ fields: () => fields, ...(whenHolds ? { whenHolds } : {}) }),
  });
  // Mounted from the start, as useForm does once mounted: getValues() then reads the live values,
  // so values set before any field widget registers (the server's defaults) are seen by expressions.
  methods.subscribe({ formState: {}, callback: () => undefined });

  const applies = (rule: FieldRule, values?: Readonly<Record<string, unknown>>) =>
    ruleApplies(rule, whenHolds && ((when) => whenHolds(when, values ?? methods.getValues())));

  return {
    id,
    def,
    methods,
    fields: () => fields,
    names: () => names,
    subscribeFields: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setDynamicFields: (entries) => {
      const clashes = entries.filter(([name]) => Object.hasOwn(def.fields, name)).map(([name]) => name);
      const next = entries.filter(([name]) => !Object.hasOwn(def.fields, name));
      if (jsonEqual(next, dynamic)) return clashes;
      const kept = new Set(next.map(([name]) => name));
      const gone = dynamic.map(([name]) => name).filter((name) => !kept.has(name));
      dynamic = next;
      fields = { ...def.fields, ...Object.fromEntries(next) };
      names = [...declared, ...next.map(([name]) => name)];
      if (gone.length > 0) methods.unregister(gone);
      for (const [name, field] of next) {
        // What the borrower typed is kept, here or in the draft; an empty or unknown field takes
        // the server's value.
        const current: unknown = methods.getValues(name);
        const typed = pending.get(name);
        pending.delete(name);
        if (typed !== undefined && keptInDraft(def, field))
          methods.setValue(name, asEntered(typed, field), { shouldDirty: true });
        else if (current === undefined || (isEmptyValue(current) && !isEmptyValue(field.default)))
          methods.setValue(name, field.default ?? '');
      }
      listeners.forEach((listener) => listener());
      return clashes;
    },
    setFieldValue: (name, value) => {
      if (!Object.hasOwn(fields, name)) return false;
      const def = fields[name];
      methods.setValue(name, asEntered(value, def), {
        shouldDirty: true,
        shouldValidate: methods.control._formState.isSubmitted,
      });
      return true;
    },
    reset: () => {
      pending.clear();
      const serverDefaults = Object.fromEntries(dynamic.map(([name, field]) => [name, field.default ?? '']));
      methods.reset({ ...defaultValues(def), ...serverDefaults });
    },
    markRefused: (refusals) => {
      const messages = new Map(refusals.map(({ field, message }) => [field, message]));
      const marked = names.filter((name) => messages.has(name));
      marked.forEach((name, index) =>
        methods.setError(name, { type: 'server', message: messages.get(name) }, { shouldFocus: index === 0 }),
      );
    },
    ruleApplies: applies,
    draft: () => {
      const kept = draftOf(def, fields, methods.getValues());
      for (const [name, value] of pending) if (!Object.hasOwn(kept, name)) kept[name] = value;
      return kept;
    },
    status: () => {
      // A `when` that reads this form's own status would ask for it again: answer "not complete".
      if (computingStatus) return NOT_EVALUATED;
      computingStatus = true;
      try {
        const values = methods.getValues();
        return {
          complete: formComplete(fields, values, (rule) => applies(rule, values)),
          dirty: formDirty(fields, values),
        };
      } finally {
        computingStatus = false;
      }
    },
  };
}
