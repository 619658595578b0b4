/**
 * The forms of one screen: one `ScreenForm` per `forms.<id>`, made outside React so actions can
 * submit and read them and field widgets can subscribe to just their own field. Validation runs on
 * submit, then again on every change (`mode: 'onSubmit'`).
 */
import type { FieldErrors } from 'react-hook-form';
import type { FieldDef, FormDef } from '../document/types.ts';
import { rendererWords } from '../feedback/messages.ts';
import type { DraftStore } from '../services-api.ts';
import { ValidationUnavailable } from './lazy-resolver.ts';
import type { FormWhenHolds } from './rules-to-zod.ts';
import { screenFormId } from './form-element.ts';
import { createScreenForm, type ScreenForm } from './screen-form.ts';

export type SubmitOutcome =
  { valid: true; values: Record<string, unknown> } | { valid: false; field?: string; message?: string };

export interface ScreenForms {
  /** The form, made on first use: a form only a dialog uses costs nothing until the dialog opens. */
  get(id: string): ScreenForm | undefined;
  /** The form as the screen declares it, without making it. */
  declared(id: string): FormDef | undefined;
  /** A field's current definition (declared or described by the server). */
  field(id: string, field: string): FieldDef | undefined;
  ids(): string[];
  /**
   * The `id` of the form's `<form>` element (form-element.ts), unique on the page: its text fields
   * and its submit button name it, so the keyboard's Enter moves through them (decision 0066).
   * Undefined for a form the screen does not declare.
   */
  elementId(id: string): string | undefined;
  /**
   * Validates the form, marks the failing fields and focuses the first. A valid form's values are
   * then being sent: its draft is still kept if the page goes away before `submitted` says how the
   * sending ended (a cheap phone may kill the tab while the call is out).
   */
  submit(id: string): Promise<SubmitOutcome>;
  /**
   * How the sending of a valid form ended: `through` (sent, or the screen was left) drops its draft,
   * which is not kept again until a value changes; otherwise (refused, no answer) it is kept again.
   */
  submitted(id: string, through: boolean): void;
  /** Keeps the draft of every form drawn so far that has `draft` (the borrower is going away). */
  keepDrafts(): void;
}

export interface ScreenFormsOptions {
  /** Evaluates a rule's `when` for a form (its values as `form.<id>`); absent: every rule applies. */
  whenHolds?: (form: string, when: unknown, values: Readonly<Record<string, unknown>>) => boolean;
  /** Where the forms' drafts are kept, by form id (form-draft.ts `screenDrafts`); absent: none is. */
  drafts?: DraftStore;
}

function firstError(form: ScreenForm, errors: FieldErrors): { field?: string; message?: string } {
  for (const name of form.names()) {
    const message = errors[name]?.message;
    if (typeof message === 'string') return { field: name, message };
  }
  return {};
}

/** Screens made on this page so far: two visits never share a `<form>` element's id. */
let screensMade = 0;

export function createScreenForms(
  forms: Readonly<Record<string, FormDef>> | undefined,
  options: ScreenFormsOptions = {},
): ScreenForms {
  const { whenHolds, drafts } = options;
  const holdsFor = (id: string): FormWhenHolds | undefined =>
    whenHolds && ((when, values) => whenHolds(id, when, values));
  const defs = forms ?? {};
  const declared = (id: string) => (Object.hasOwn(defs, id) ? defs[id] : undefined);
  const made = new Map<string, ScreenForm>();
  /** The draft each valid form is sending, until `submitted`. */
  const sending = new Map<string, string>();
  /** The draft each form sent through, while its values have not changed since. */
  const sent = new Map<string, string>();
  const screen = ++screensMade;
  const get = (id: string) => {
    let form = made.get(id);
    const def = declared(id);
    if (!form && def) {
      form = createScreenForm(id, def, holdsFor(id), (def.draft && drafts?.read(id)) || undefined);
      made.set(id, form);
    }
    return form;
  };
  const keepDraft = (form: ScreenForm) => {
    if (!drafts || form.def.draft !== true) return;
    const draft = form.draft();
    const text = JSON.stringify(draft);
    if (text === '{}' || sent.get(form.id) === text) drafts.remove(form.id);
    else drafts.write(form.id, draft);
  };
  return {
    get,
    declared,
    field: (id, field) => {
      const fields = get(id)?.fields();
      return fields && Object.hasOwn(fields, field) ? fields[field] : undefined;
    },
    ids: () => Object.keys(defs),
    elementId: (id) => (declared(id) ? screenFormId(screen, id) : undefined),
    submit: async (id) => {
      const form = get(id);
      if (!form) return { valid: false };
      let outcome: SubmitOutcome = { valid: false };
      try {
        await form.methods.handleSubmit(
          (values) => {
            outcome = { valid: true, values: { ...values } };
          },
          (errors) => {
            outcome = { valid: false, ...firstError(form, errors) };
          },
        )();
      } catch (error) {
        // The rules' code did not arrive: the form is neither valid nor invalid, the network is down.
        if (error instanceof ValidationUnavailable)
          return { valid: false, message: rendererWords().noAnswer };
        throw error;
      }
      if (outcome.valid && form.def.draft === true) {
        sending.set(id, JSON.stringify(form.draft()));
        sent.delete(id);
      }
      return outcome;
    },
    submitted: (id, through) => {
      const text = sending.get(id);
      if (text === undefined) return;
      sending.delete(id);
      if (!through) return;
      sent.set(id, text);
      drafts?.remove(id);
    },
    keepDrafts: () => made.forEach(keepDraft),
  };
}
