/**
 * The forms of one screen: one react-hook-form control per `forms.<id>`, created outside React
 * (`createFormControl`) so actions can submit and read them and field widgets can subscribe to just
 * their own field. Validation runs on submit, then again on every change (`mode: 'onSubmit'`).
 */
import { createFormControl, type FieldErrors, type FieldValues } from 'react-hook-form';
import type { FieldDef, FormDef } from '../document/types.ts';
import { lazyResolver } from './lazy-resolver.ts';

export type FormMethods = ReturnType<typeof createFormControl<FieldValues>>;

export interface ScreenForm {
  id: string;
  def: FormDef;
  methods: FormMethods;
}

export type SubmitOutcome =
  { valid: true; values: Record<string, unknown> } | { valid: false; field?: string; message?: string };

export interface ScreenForms {
  get(id: string): ScreenForm | undefined;
  field(id: string, field: string): FieldDef | undefined;
  ids(): string[];
  /** Validates the form, marks the failing fields and focuses the first. */
  submit(id: string): Promise<SubmitOutcome>;
}

function defaultValues(def: FormDef): FieldValues {
  return Object.fromEntries(Object.entries(def.fields).map(([name, field]) => [name, field.default ?? '']));
}

function firstError(def: FormDef, errors: FieldErrors): { field?: string; message?: string } {
  for (const name of Object.keys(def.fields)) {
    const message = errors[name]?.message;
    if (typeof message === 'string') return { field: name, message };
  }
  return {};
}

function createScreenForm(id: string, def: FormDef): ScreenForm {
  const methods = createFormControl<FieldValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: defaultValues(def),
    resolver: lazyResolver(def),
  });
  return { id, def, methods };
}

export function createScreenForms(forms: Readonly<Record<string, FormDef>> | undefined): ScreenForms {
  const byId = new Map(Object.entries(forms ?? {}).map(([id, def]) => [id, createScreenForm(id, def)]));
  return {
    get: (id) => byId.get(id),
    field: (id, field) => byId.get(id)?.def.fields[field],
    ids: () => [...byId.keys()],
    submit: async (id) => {
      const form = byId.get(id);
      if (!form) return { valid: false };
      let outcome: SubmitOutcome = { valid: false };
      await form.methods.handleSubmit(
        (values) => {
          outcome = { valid: true, values: { ...values } };
        },
        (errors) => {
          outcome = { valid: false, ...firstError(form.def, errors) };
        },
      )();
      return outcome;
    },
  };
}
